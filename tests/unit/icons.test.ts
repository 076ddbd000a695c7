import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IconNames, IconSize } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { iconNamesIn, iconTableModule, usedIconNames } from '../../scripts/iconTable';
import { iconTableNames, loadIconPaths } from '../../src/app/icons';

const ROOT = join(import.meta.dirname, '../..');

describe('icon table', () => {
  it('finds icon names written as strings, and IconNames members, and nothing else', () => {
    const src = `<Button icon="add" /> <Icon icon={open ? 'chevron-up' : "chevron-down"} /> icon: \`person\`
      const label = 'Add a person'; IconNames.MENU_OPEN; const size = 'large'; 'not-an-icon'`;
    expect(iconNamesIn(src).sort()).toEqual(['add', 'chevron-down', 'chevron-up', 'menu-open', 'person']);
  });
  it('keeps the icons the console names, not the whole set', () => {
    const used = usedIconNames(ROOT);
    const sidebar = readFileSync(join(ROOT, 'src/router/table.ts'), 'utf8');
    for (const name of iconNamesIn(sidebar)) expect(used).toContain(name);
    // Named by Blueprint's own components as strings.
    expect(used).toContain('caret-down');
    expect(used.length).toBeLessThan(new Set(Object.values(IconNames)).size / 3);
  });
  it('writes one lazy import per icon and size', () => {
    const mod = iconTableModule(['add', 'person']);
    expect(mod).toContain('"add": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/add.js")');
    expect(mod).toContain('"person": () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/person.js")');
  });
});

describe('icon loader', () => {
  it('has the console icons in both sizes', () => {
    const { small, large } = iconTableNames();
    expect(small).toEqual(large);
    expect(small).toContain('person');
  });
  it('loads the paths of the icon asked for', async () => {
    const person = await loadIconPaths('person', IconSize.STANDARD);
    expect(person.length).toBeGreaterThan(0);
    expect(person[0]).toMatch(/^M/);
  });
  it('draws an icon the scan did not see through Blueprint loader, and nothing for an unknown name', async () => {
    const { small } = iconTableNames();
    const unseen = Object.values(IconNames).find((n) => !small.includes(n)) as string;
    expect((await loadIconPaths(unseen, IconSize.LARGE)).length).toBeGreaterThan(0);
    expect(await loadIconPaths('no-such-icon', IconSize.STANDARD)).toEqual([]);
  }, 60_000); // Blueprint's loader imports every icon's paths: slow to transform under Vitest, one chunk in the app.
});

describe('every icon the console names is in the table', () => {
  /** The value of every icon prop or field in src: `icon="x"`, `icon={...}`, `rightIcon=...`, `icon: ...`. */
  const iconValues = (): { file: string; value: string }[] => {
    const out: { file: string; value: string }[] = [];
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(n) ? [p] : [];
      });
    for (const file of walk(join(ROOT, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(?:icon|rightIcon)(?:=|: )("[^"]*"|'[^']*'|\{[^}\n]*\}|`[^`]*`)/g)) {
        out.push({ file: file.slice(ROOT.length + 1), value: m[1] });
      }
    }
    return out;
  };

  it('has every quoted icon name of an icon prop, and no prop builds a name from parts', () => {
    const { small } = iconTableNames();
    const all = new Set<string>(Object.values(IconNames));
    const values = iconValues();
    expect(values.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const { file, value } of values) {
      // A name put together at run time (`chevron-${dir}`, 'caret-' + side) is invisible to the build's scan.
      expect(value, `${file}: ${value}`).not.toMatch(/\$\{|['"`]\s*\+|\+\s*['"`]/);
      for (const q of value.matchAll(/(['"`])([a-z0-9-]+)\1/g)) {
        if (!all.has(q[2])) continue; // a className or other text inside the expression
        if (!small.includes(q[2])) missing.push(`${file}: ${q[2]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has the icons of the voice list and the rows of the sidebar', () => {
    const { small } = iconTableNames();
    const row = readFileSync(join(ROOT, 'src/pages/voiceclone/voiceColumns.tsx'), 'utf8');
    const named = [...row.matchAll(/icon="([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(named).toEqual(expect.arrayContaining(['tick', 'play', 'shopping-cart']));
    for (const name of named) expect(small).toContain(name);
  });
});
