import { DEFAULT_THEME_COLOR } from './constants';

/** The preset theme colours of the settings panel; the first is the default light cyan of spec.md section 9. */
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
