import { describe, expect, it } from 'vitest';
import { ICONS, iconGlobKeys } from '../../src/app/icons';

describe('icon loader', () => {
  it('the glob names exactly the icons of ICONS, in both sizes', () => {
    const names = (keys: string[]) => keys.map((k) => k.replace(/^.*\/paths\/(.*)\.js$/, '$1')).sort();
    const { small, large } = iconGlobKeys();
    expect(names(small)).toEqual([...ICONS].sort());
    expect(names(large)).toEqual([...ICONS].sort());
  });
});
