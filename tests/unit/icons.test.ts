import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IconNames, Icons, IconSize } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ICONS } from '../../src/app/consoleIcons';
import { iconTableNames, loadIconPaths } from '../../src/app/icons';
import { SIGN_IN_ICONS } from '../../src/firstScreen/downloads';
import { timeoutOf } from '../slower';

const ROOT = join(import.meta.dirname, '../..');

/** Every .ts and .tsx file under `dir`. */
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(n) ? [p] : [];
  });

describe('icon loader', () => {
  it('has each icon of its tables in both sizes, every one a Blueprint icon', async () => {
    const { small, large } = await iconTableNames();
    expect([...small].sort()).toEqual([...large].sort());
    expect(new Set(small).size).toBe(small.length);
    for (const name of small) expect(Icons.isValidIconName(name), name).toBe(true);
    expect(small).toContain('person');
  });

  it("keeps the sign-in form's icons out of the console's file, so the sign-in page never loads it", () => {
    for (const name of [...SIGN_IN_ICONS, 'eye-off', 'key', 'person', 'new-person', 'cog'])
      expect(Object.keys(CONSOLE_ICONS), name).not.toContain(name);
  });

  it('holds no icon the sources no longer name', async () => {
    const tables = new Set([
      'src/app/icons.ts',
      'src/app/consoleIcons.ts',
      'src/app/largeIcons.ts',
      'src/firstScreen/downloads.ts',
    ]);
    const sources = walk(join(ROOT, 'src'))
      .filter((f) => !tables.has(f.slice(ROOT.length + 1)))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const { small } = await iconTableNames();
    const unnamed = small.filter((n) => !sources.includes(`'${n}'`) && !sources.includes(`"${n}"`));
    expect(unnamed).toEqual([]);
  });

  it('loads the paths of the icon asked for, in each size', async () => {
    for (const name of ['person', 'add', 'lock']) {
      const small = await loadIconPaths(name, IconSize.STANDARD);
      const large = await loadIconPaths(name, IconSize.LARGE);
      expect(small[0]).toMatch(/^M/);
      expect(large[0]).toMatch(/^M/);
      expect(large).not.toEqual(small);
    }
  });

  it(
    "draws an icon of none of its tables through Blueprint's loader, and nothing for an unknown name",
    async () => {
      const { small } = await iconTableNames();
      const unseen = Object.values(IconNames).find((n) => !small.includes(n)) as string;
      expect((await loadIconPaths(unseen, IconSize.LARGE)).length).toBeGreaterThan(0);
      expect(await loadIconPaths('no-such-icon', IconSize.STANDARD)).toEqual([]);
    },
    timeoutOf(60_000),
  ); // Blueprint's loader imports every icon's paths of the size: slow to transform under Vitest.
});

describe('every icon the console names is in the tables', () => {
  /** The value of every icon prop or field in src: `icon="x"`, `icon={...}`, `rightIcon=...`, `icon: ...`. */
  const iconValues = (): { file: string; value: string }[] => {
    const out: { file: string; value: string }[] = [];
    for (const file of walk(join(ROOT, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(?:icon|rightIcon)(?:=|: )("[^"]*"|'[^']*'|\{[^}\n]*\}|`[^`]*`)/g)) {
        out.push({ file: file.slice(ROOT.length + 1), value: m[1] });
      }
    }
    return out;
  };

  it('has every quoted icon name of an icon prop, and no prop builds a name from parts', async () => {
    const { small } = await iconTableNames();
    const all = new Set<string>(Object.values(IconNames));
    const values = iconValues();
    expect(values.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const { file, value } of values) {
      // A name put together at run time (`chevron-${dir}`, 'caret-' + side) is invisible to this check.
      expect(value, `${file}: ${value}`).not.toMatch(/\$\{|['"`]\s*\+|\+\s*['"`]/);
      for (const q of value.matchAll(/(['"`])([a-z0-9-]+)\1/g)) {
        if (!all.has(q[2])) continue; // a className or other text inside the expression
        if (!small.includes(q[2])) missing.push(`${file}: ${q[2]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has the icons of the voice list and the rows of the sidebar', async () => {
    const { small } = await iconTableNames();
    const row = readFileSync(join(ROOT, 'src/pages/voiceclone/voiceColumns.tsx'), 'utf8');
    const named = [...row.matchAll(/icon="([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(named).toEqual(expect.arrayContaining(['tick', 'play', 'shopping-cart']));
    for (const name of named) expect(small).toContain(name);
  });
});
