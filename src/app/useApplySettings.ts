import { Classes } from '@blueprintjs/core';
import { autorun } from 'mobx';
import { useEffect } from 'react';
import { readableOnDark, readableOnWhite } from '../domain/color';
import { logoAccent } from '../lib/logoAccent';
import type { BrandStore } from '../stores/BrandStore';
import type { SettingsStore } from '../stores/SettingsStore';
import { followsBrand, themeColorFor } from '../domain/theme';
import { COLOR_PROPERTIES, keepShownColors, SIDEBAR_COLOR_PROPERTY } from './shownColors';

/**
 * Applies the settings to the document the moment they change: the theme colour as --brand-color (active menu items,
 * primary buttons read it) and Blueprint's dark class on the body, so dialogs and toasts (portals) follow too.
 */
export function useApplySettings(settings: SettingsStore, brand: BrandStore): void {
  // A brand that names no colour wears its logo's.
  useEffect(() => brand.followLogo(logoAccent), [brand]);
  useEffect(
    () =>
      autorun(() => {
        // Until the brand's logo has been read, the page keeps the colours it shows: the first screen's, which are the
        // ones shown last time (src/app/shownColors.ts), or the stylesheet's default on a first visit.
        if (!(followsBrand(settings.themeColor) && brand.colorPending)) {
          const color = themeColorFor(settings.themeColor, brand.color);
          // The shade white text and text on white read at 4.5:1 (buttons, active items, links).
          const strong = readableOnWhite(color);
          document.documentElement.style.setProperty(COLOR_PROPERTIES.color, color);
          document.documentElement.style.setProperty(COLOR_PROPERTIES.strong, strong);
          // The tint that reads at 4.5:1 on the dark sidebar (the active item), in both themes.
          document.documentElement.style.setProperty(SIDEBAR_COLOR_PROPERTY, readableOnDark(color));
          keepShownColors({ color, strong });
        }
        // Blueprint's dark rules are in its stylesheet with the light ones: the class turns them on.
        document.body.classList.toggle(Classes.DARK, settings.dark);
        document.documentElement.style.colorScheme = settings.dark ? 'dark' : 'light';
      }),
    [settings, brand],
  );
}
