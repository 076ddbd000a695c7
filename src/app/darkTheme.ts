/**
 * Blueprint's dark-theme rules, split from its stylesheet at build time (scripts/blueprintCss.ts): fetched the first
 * time the dark theme is on, so the light theme's first load does not carry them.
 */
let loading: Promise<unknown> | null = null;

export function loadDarkTheme(): Promise<unknown> {
  loading ??= import('virtual:blueprint-dark.css');
  return loading;
}
