import type { Plugin } from 'vite';
import { sourcePatchPlugin } from './sourcePatch.ts';

/**
 * One line added to Blueprint's Text component (inside every Button, MenuItem and Tag with text) at build time.
 *
 * Its layout effect stores the element's text and whether it overflows after every mount and every change of its
 * children, even when it is not asked to ellipsize, where neither is ever shown (the title only comes from an
 * overflow, and only an ellipsized text can overflow). Each store is a state change, so each newly drawn button drew
 * a second time, in one synchronous pass over the whole page before the browser could paint: ~10% of a page switch.
 * With the line, a text that does not ellipsize returns at once (clearing an overflow left from when it did).
 */
const FILE = /@blueprintjs\/core\/lib\/esm\/components\/text\/text\.js$/;
const EFFECT_START =
  /useIsomorphicLayoutEffect\(\(\) => \{\n(\s*)if \(contentMeasuringRef\.current\?\.textContent != null\) \{/;

/** Blueprint's text.js with the early return; throws when the code is no longer as expected (a Blueprint upgrade). */
export function patchTextSource(source: string): string {
  if (!EFFECT_START.test(source)) {
    throw new Error(
      'scripts/blueprintText.ts: Blueprint Text no longer looks as expected; check the patch still applies',
    );
  }
  return source.replace(
    EFFECT_START,
    (_m, indent: string) =>
      `useIsomorphicLayoutEffect(() => {\n${indent}if (!ellipsize) { if (isContentOverflowing) setIsContentOverflowing(false); return; }\n${indent}if (contentMeasuringRef.current?.textContent != null) {`,
  );
}

export const blueprintTextPlugin = (): Plugin => sourcePatchPlugin('blueprint-text', FILE, patchTextSource);
