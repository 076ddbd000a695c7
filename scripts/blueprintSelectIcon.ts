import type { Plugin } from 'vite';
import { sourcePatchPlugin } from './sourcePatch.ts';

/**
 * One line of Blueprint's HTMLSelect changed at build time: the caret it draws over every native select is titled
 * "Open dropdown", in English, with no prop for another language, so every select (language, card type, sort, the
 * date picker's month and year...) read "Open dropdown" in zh, es and ja too. The caret only repeats what the select
 * itself is (a combobox, named by its label) and takes no clicks, so it is drawn untitled, which Blueprint's icons
 * hide from assistive technology (aria-hidden).
 */
const FILE = /@blueprintjs\/core\/lib\/esm\/components\/html-select\/htmlSelect\.js$/;
const TITLE = /const iconTitle = "Open dropdown";/;

/** Blueprint's htmlSelect.js with an untitled caret; throws when the code is no longer as expected. */
export function patchSelectIconSource(source: string): string {
  if (!TITLE.test(source)) {
    throw new Error(
      'scripts/blueprintSelectIcon.ts: Blueprint HTMLSelect no longer looks as expected; check the patch still applies',
    );
  }
  return source.replace(TITLE, 'const iconTitle = undefined;');
}

export const blueprintSelectIconPlugin = (): Plugin =>
  sourcePatchPlugin('blueprint-select-icon', FILE, patchSelectIconSource);
