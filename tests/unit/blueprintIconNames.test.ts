import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blueprintIconNames, patchIconLoaderSource, patchIconNamesSource } from '../../scripts/blueprintIconNames';

const require = createRequire(import.meta.url);
const namesJs = readFileSync(require.resolve('@blueprintjs/icons/lib/esm/iconNames.js'), 'utf8');
const loaderJs = readFileSync(require.resolve('@blueprintjs/icons/lib/esm/iconLoader.js'), 'utf8');
// Blueprint's own tables, computed the way its module computes them.
const original = require('@blueprintjs/icons/lib/cjs/iconNames.js') as {
  IconNames: Record<string, string>;
  IconNamesSet: Set<string>;
};

describe("Blueprint's icon names written at build time", () => {
  it('knows every icon Blueprint knows', () => {
    const names = blueprintIconNames();
    expect(names.length).toBeGreaterThan(500);
    expect(new Set(names)).toEqual(original.IconNamesSet);
  });

  it('gives the same IconNames and IconNamesSet as the module it replaces', async () => {
    const out = patchIconNamesSource(namesJs, blueprintIconNames());
    expect(out).not.toContain('blueprint-icons-16');
    expect(out).toContain('/* @__PURE__ */ buildIconNames()');
    // Run the patched module where its `change-case` import resolves (inside the project's node_modules).
    const dir = mkdtempSync(join(process.cwd(), 'node_modules/.iconnames-'));
    const file = join(dir, 'iconNames.mjs');
    writeFileSync(file, out);
    const patched = await import(/* @vite-ignore */ file)
      .then((m: typeof original) => m)
      .finally(() => rmSync(dir, { recursive: true, force: true }));
    expect(patched.IconNamesSet).toEqual(original.IconNamesSet);
    expect(patched.IconNames).toEqual(original.IconNames);
    expect(patched.IconNames.AddApplication).toBe('add-application');
    expect(patched.IconNames.ADD_APPLICATION).toBe('add-application');
  });

  it('leaves the loader reading only the set, loadAll included', () => {
    const out = patchIconLoaderSource(loaderJs);
    expect(out).toContain('import { IconNamesSet } from "./iconNames";');
    expect(out).toContain('const allIcons = [...IconNamesSet];');
    expect(out).not.toMatch(/\bIconNames\b/);
  });

  it('refuses to build when Blueprint changed the code it patches', () => {
    expect(() => patchIconNamesSource(namesJs.replace('IconNamesLegacy', 'Legacy'), ['tick'])).toThrow(/no longer/);
    expect(() => patchIconLoaderSource(loaderJs.replace('Object.values(IconNames)', 'IconNames.all'))).toThrow(
      /no longer/,
    );
  });
});
