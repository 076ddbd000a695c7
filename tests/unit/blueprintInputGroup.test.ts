import { describe, expect, it } from 'vitest';
import { installedSource } from './installedSource';
import { patchInputGroupSource } from '../../scripts/blueprintInputGroup';

const inputGroupJs = installedSource('@blueprintjs/core/lib/esm/components/forms/inputGroup.js');

describe("Blueprint InputGroup's build-time patch", () => {
  it('applies to the installed Blueprint: a width already unset is not set again', () => {
    const out = patchInputGroupSource(inputGroupJs);
    const measure = out.slice(out.indexOf('updateInputWidth() {'));
    for (const side of ['leftElementWidth', 'rightElementWidth']) {
      expect(measure).toContain(`else if (${side} !== undefined) {`);
      // Still read from the state before the conditions use it.
      expect(measure.indexOf(`const { leftElementWidth, rightElementWidth } = this.state;`)).toBe(
        measure.indexOf('const {'),
      );
    }
    // Nothing else changes.
    expect(out.replace(/else if \((left|right)ElementWidth !== undefined\) \{/g, 'else {')).toBe(inputGroupJs);
  });

  it('refuses to build when Blueprint changed the code it patches', () => {
    expect(() =>
      patchInputGroupSource(inputGroupJs.replace('this.setState({ rightElementWidth: undefined });', '')),
    ).toThrow(/no longer/);
  });
});
