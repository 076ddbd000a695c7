import { readFileSync } from 'node:fs';
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
