import { IconNames, IconSize } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { iconGlobKeys, loadIconPaths } from '../../src/app/icons';

describe('icon loader', () => {
  it('has one lazy module per Blueprint icon, in both sizes', () => {
    const name = (k: string) => k.replace(/^.*\/paths\/(.*)\.js$/, '$1');
    const { small, large } = iconGlobKeys();
    for (const icon of new Set(Object.values(IconNames))) {
      expect(small.map(name), icon).toContain(icon);
      expect(large.map(name), icon).toContain(icon);
    }
  });
  it('loads the paths of the icon asked for, and nothing for an unknown name', async () => {
    const person = await loadIconPaths('person', IconSize.STANDARD);
    expect(person.length).toBeGreaterThan(0);
    expect(person[0]).toMatch(/^M/);
    expect(await loadIconPaths('no-such-icon', IconSize.LARGE)).toEqual([]);
  });
});
