import { makeAutoObservable } from 'mobx';
import { DEFAULT_THEME_COLOR } from '../domain/constants';
import { isHexColor } from '../domain/theme';
import { browserStorage, type KeyValueStorage, readJson } from '../lib/storage';

export interface Settings {
  themeColor: string;
  /** The top bar and tabs stay in view while the page scrolls. */
  fixedHeader: boolean;
  /** The brand's logo at the top of the sidebar. */
  sidebarLogo: boolean;
  dark: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  themeColor: DEFAULT_THEME_COLOR,
  fixedHeader: true,
  sidebarLogo: true,
  dark: false,
};

/** Where the settings are kept (the first screen reads the dark theme's choice there: src/firstScreen). */
export const SETTINGS_KEY = 'console.settings';

/** Reads saved settings, keeping only values of the right type (an old or edited entry never breaks the console). */
export function parseSettings(saved: Partial<Record<keyof Settings, unknown>> | null): Settings {
  const s = { ...DEFAULT_SETTINGS };
  if (!saved) return s;
  if (isHexColor(saved.themeColor)) s.themeColor = saved.themeColor.toLowerCase();
  for (const k of ['fixedHeader', 'sidebarLogo', 'dark'] as const) {
    const v = saved[k];
    if (typeof v === 'boolean') s[k] = v;
  }
  return s;
}

/** The settings panel's choices: applied at once (the layout reads them) and saved for the next visit. */
export class SettingsStore {
  themeColor = DEFAULT_SETTINGS.themeColor;
  fixedHeader = DEFAULT_SETTINGS.fixedHeader;
  sidebarLogo = DEFAULT_SETTINGS.sidebarLogo;
  dark = DEFAULT_SETTINGS.dark;
  panelOpen = false;

  constructor(private readonly storage: KeyValueStorage = browserStorage()) {
    Object.assign(this, parseSettings(readJson<Settings>(storage, SETTINGS_KEY)));
    makeAutoObservable<this, 'storage'>(this, { storage: false });
  }

  get snapshot(): Settings {
    return {
      themeColor: this.themeColor,
      fixedHeader: this.fixedHeader,
      sidebarLogo: this.sidebarLogo,
      dark: this.dark,
    };
  }

  /** A colour that is not #rrggbb is refused (returns false) and nothing changes. */
  setThemeColor(color: string): boolean {
    if (!isHexColor(color)) return false;
    this.themeColor = color.toLowerCase();
    this.save();
    return true;
  }

  setFlag(key: 'fixedHeader' | 'sidebarLogo' | 'dark', value: boolean): void {
    this[key] = value;
    this.save();
  }

  reset(): void {
    Object.assign(this, DEFAULT_SETTINGS);
    this.storage.removeItem(SETTINGS_KEY);
  }

  openPanel(open: boolean): void {
    this.panelOpen = open;
  }

  private save(): void {
    this.storage.setItem(SETTINGS_KEY, JSON.stringify(this.snapshot));
  }
}
