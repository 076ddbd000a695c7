import { Icons, IconSize } from '@blueprintjs/icons';
import { SIGN_IN_ICONS } from './downloads';

/**
 * Loads the sign-in page's icons (SIGN_IN_ICONS). An Icon draws its paths only once they are loaded; loaded before the
 * page is drawn, at build time for the prerender and by start-up before hydration, they are in the HTML from the first
 * paint, and React finds the same markup when it hydrates. Unloaded, the fields showed an empty space where the icon
 * goes until the console was live. Needs the console's icon loader installed (src/app/icons.ts).
 */
export const loadSignInIcons = (): Promise<void> => Icons.load([...SIGN_IN_ICONS], IconSize.STANDARD);
