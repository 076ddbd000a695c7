import { DEFAULT_THEME_COLOR } from './constants';

/** The preset theme colours of the settings panel; the first is the default light cyan (DEFAULT_THEME_COLOR). */
export const THEME_PRESETS: readonly string[] = [
  DEFAULT_THEME_COLOR,
  '#1890ff',
  '#2f54eb',
  '#722ed1',
  '#eb2f96',
  '#f5222d',
  '#fa541c',
  '#52c41a',
];

export const isHexColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v);

/** The settings panel's colour is left at the default: the console wears the brand's colour (themeColorFor). */
export const followsBrand = (chosen: string): boolean => chosen.toLowerCase() === DEFAULT_THEME_COLOR;

/**
 * The colour the console shows: the person's own choice in the settings panel, else the brand's colour, else the
 * default. Keeping the default in the panel means "follow the brand", so a brand with a colour shows it on a first visit.
 */
export function themeColorFor(chosen: string, brandColor: string | undefined): string {
  if (!followsBrand(chosen)) return chosen;
  return brandColor && isHexColor(brandColor) ? brandColor.toLowerCase() : DEFAULT_THEME_COLOR;
}
