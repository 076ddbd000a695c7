import { describe, expect, it } from 'vitest';
import { installedSource } from './installedSource';
import { patchTextSource } from '../../scripts/blueprintText';

const textJs = installedSource('@blueprintjs/core/lib/esm/components/text/text.js');

describe("Blueprint Text's build-time patch", () => {
  it('applies to the installed Blueprint: a text that does not ellipsize leaves its layout effect at once', () => {
    const out = patchTextSource(textJs);
    const effect = out.slice(out.indexOf('useIsomorphicLayoutEffect(() => {'));
    expect(effect.indexOf('if (!ellipsize)')).toBeGreaterThan(0);
    // Before any measuring or state change.
    expect(effect.indexOf('if (!ellipsize)')).toBeLessThan(effect.indexOf('scrollWidth'));
    expect(effect.indexOf('if (!ellipsize)')).toBeLessThan(effect.indexOf('setTextContent'));
    // Nothing else changes.
    expect(out.replace(/\n\s*if \(!ellipsize\) \{[^\n]*\}/, '')).toBe(textJs);
  });
  it('refuses to build when Blueprint changed the code it patches', () => {
    expect(() => patchTextSource(textJs.replaceAll('useIsomorphicLayoutEffect', 'useLayoutEffect'))).toThrow(
      /no longer/,
    );
  });
});
