import { browserStorage } from '../lib/storage';

/**
 * The colours the console shows (the theme colour and its shade readable on white), kept for the next visit: the first
 * screen wears them before any of the console's code has run (src/firstScreen/inlineScript.ts), so a brand in its own
 * colour, or a colour chosen in the settings panel, never shows the default first.
 */
export const SHOWN_COLORS_KEY = 'console.colors';

export interface ShownColors {
  color: string;
  strong: string;
}

/** The custom properties of the document's root that carry them (src/app/global.css gives their defaults). */
export const COLOR_PROPERTIES: Readonly<Record<keyof ShownColors, string>> = {
  color: '--brand-color',
  strong: '--brand-strong',
};

export function keepShownColors(colors: ShownColors): void {
  browserStorage().setItem(SHOWN_COLORS_KEY, JSON.stringify(colors));
}

/**
 * The theme colour's tint for the dark sidebar's active item (src/domain/color.ts readableOnDark). Not kept for the
 * first screen: the sign-in page has no sidebar, and the console sets it before it draws one.
 */
export const SIDEBAR_COLOR_PROPERTY = '--brand-on-sidebar';
