import type { Plugin } from 'vite';
import { sourcePatchPlugin } from './sourcePatch.ts';

/**
 * Two conditions added to Blueprint's InputGroup at build time.
 *
 * After every mount it measures its left and right elements, and an input with none (an icon is not one) stores
 * `undefined` as their width even when that is already its state. Each store is a state change, so every text field
 * of the console drew a second time when it appeared, synchronously, in the commit that showed it (on the sign-in
 * page, inside hydration's). With the conditions, a width that is already `undefined` is left alone; a measured one
 * is stored as before.
 */
const FILE = /@blueprintjs\/core\/lib\/esm\/components\/forms\/inputGroup\.js$/;
const SIDES = ['leftElementWidth', 'rightElementWidth'] as const;
const unset = (side: string) => new RegExp(`else \\{(\\s*)this\\.setState\\(\\{ ${side}: undefined \\}\\);`, 'g');

/** Blueprint's inputGroup.js with the conditions; throws when the code is no longer as expected (a Blueprint upgrade). */
export function patchInputGroupSource(source: string): string {
  let out = source;
  for (const side of SIDES) {
    if ((source.match(unset(side)) ?? []).length !== 1)
      throw new Error(
        'scripts/blueprintInputGroup.ts: Blueprint InputGroup no longer looks as expected; check the patch still applies',
      );
    out = out.replace(
      unset(side),
      (_m, space: string) => `else if (${side} !== undefined) {${space}this.setState({ ${side}: undefined });`,
    );
  }
  return out;
}

export const blueprintInputGroupPlugin = (): Plugin =>
  sourcePatchPlugin('blueprint-input-group', FILE, patchInputGroupSource);
