import { describe, expect, it } from 'vitest';
import { installedSource } from './installedSource';
import { patchSelectIconSource } from '../../scripts/blueprintSelectIcon';

const selectJs = installedSource('@blueprintjs/core/lib/esm/components/html-select/htmlSelect.js');
const iconJs = installedSource('@blueprintjs/icons/lib/esm/svgIconContainer.js');

describe("Blueprint HTMLSelect's build-time patch", () => {
  it('applies to the installed Blueprint: the caret has no English title, and nothing else changes', () => {
    const out = patchSelectIconSource(selectJs);
    expect(out).not.toContain('Open dropdown');
    expect(out.replace('const iconTitle = undefined;', 'const iconTitle = "Open dropdown";')).toBe(selectJs);
  });
  it('an untitled icon is hidden from assistive technology (what makes the caret silent)', () => {
    expect(iconJs).toContain('"aria-hidden": title ? undefined : true');
  });
  it('refuses to build when Blueprint changed the code it patches', () => {
    expect(() => patchSelectIconSource(selectJs.replace('Open dropdown', 'Open menu'))).toThrow(/no longer/);
  });
});
