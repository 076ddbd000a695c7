import { Icons, IconSize } from '@blueprintjs/icons';

/**
 * The icons the sign-in page draws through Blueprint's Icon (the language select's caret is drawn inline by
 * Blueprint). An Icon draws its paths only once they are loaded; loaded before the page is drawn, at build time for
 * the prerender and by start-up before hydration, they are in the HTML from the first paint, and React finds the same
 * markup when it hydrates. Unloaded, the fields showed an empty space where the icon goes until the console was live.
 * A unit test checks this list against the prerendered page.
 */
export const SIGN_IN_ICONS = ['mobile-phone', 'lock', 'eye-open'] as const;

/** Needs the console's icon loader installed (src/app/icons.ts). */
export const loadSignInIcons = (): Promise<void> => Icons.load([...SIGN_IN_ICONS], IconSize.STANDARD);
