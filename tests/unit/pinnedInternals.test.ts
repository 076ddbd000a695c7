// Build steps that read a library's insides (not its public exports) hold the library to the exact version they were
// written against, and these tests fail when an upgrade moves what they read: the pin makes the upgrade a decision,
// the test says what to check when it is made.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blueprintIconNames } from '../../scripts/blueprintIconNames';
import { iconNamesIn, usedIconNames } from '../../scripts/iconTable';

const ROOT = join(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version: string }>;
};

/** Each package a build step reads inside of, and what reads it. */
const READ_INSIDE: Record<string, string> = {
  '@blueprintjs/core': 'scripts/iconTable.ts scans lib/esm for icon names; scripts/blueprintCss.ts splits lib/css',
  '@blueprintjs/datetime': 'scripts/iconTable.ts scans lib/esm for icon names',
  '@blueprintjs/icons':
    'scripts/blueprintIconNames.ts rewrites iconNames.js and iconLoader.js; scripts/iconTable.ts imports lib/esm/generated paths; src/app/icons.ts imports lib/esm/paths-loaders',
};

describe('packages read from the inside are pinned', () => {
  for (const [name, why] of Object.entries(READ_INSIDE)) {
    it(`${name} (${why})`, () => {
      const declared = pkg.dependencies[name] ?? pkg.devDependencies[name];
      expect(declared, 'an exact version in package.json (npm install --save-exact)').toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`].version).toBe(declared);
      expect(require(`${name}/package.json`).version).toBe(declared);
    });
  }
});

describe('what they read is where it was', () => {
  it("the icon scan reads Blueprint core's and datetime's compiled modules, and finds the icons they name", () => {
    for (const p of ['core', 'datetime'])
      expect(existsSync(join(ROOT, 'node_modules/@blueprintjs', p, 'lib/esm/index.js')), p).toBe(true);
    const used = usedIconNames(ROOT);
    // Named as strings inside Blueprint: the time picker's arrows (datetime), the select's double caret (core).
    const timePicker = 'components/time-picker/timePicker.js';
    const arrows = iconNamesIn(readFileSync(require.resolve(`@blueprintjs/datetime/lib/esm/${timePicker}`), 'utf8'));
    expect(arrows).toEqual(expect.arrayContaining(['chevron-up', 'chevron-down']));
    const select = 'components/html-select/htmlSelect.js';
    const caret = iconNamesIn(readFileSync(require.resolve(`@blueprintjs/core/lib/esm/${select}`), 'utf8'));
    expect(caret).toContain('double-caret-vertical');
    expect(used).toEqual(expect.arrayContaining([...arrows, ...caret]));
  });

  it('every icon of the table has its generated paths in both sizes', () => {
    for (const name of usedIconNames(ROOT))
      for (const size of ['16px', '20px'])
        expect(existsSync(require.resolve(`@blueprintjs/icons/lib/esm/generated/${size}/paths/${name}.js`))).toBe(true);
    expect(blueprintIconNames()).toEqual(expect.arrayContaining(usedIconNames(ROOT)));
  });

  it("the icon loader's fallback is Blueprint's split-by-size loader, where src/app/icons.ts imports it", async () => {
    const mod = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
    expect(typeof mod.splitPathsBySizeLoader).toBe('function');
  });

  it("the dark-theme split reads Blueprint's one stylesheet", () => {
    const css = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
    expect(css).toMatch(/\.bp6-dark\b/);
  });
});
