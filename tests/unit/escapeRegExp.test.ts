import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../src/lib/escapeRegExp';

describe('escapeRegExp', () => {
  it('makes a pattern that matches the text itself, whatever characters it holds', () => {
    for (const text of ['a.b*c', '(1+1)?', '[x]{2}', 'a|b^$', 'C:\\dir/file.css', './assets/index-1.css'])
      expect(new RegExp(`^${escapeRegExp(text)}$`).test(text), text).toBe(true);
    expect(new RegExp(escapeRegExp('a.c')).test('abc')).toBe(false);
  });
});
