// The table generated at build time by scripts/iconTable.ts: icon name -> lazy module of its SVG paths.
declare module 'virtual:icon-table' {
  import type { IconPaths } from '@blueprintjs/icons';
  type Table = Record<string, () => Promise<{ default: IconPaths }>>;
  export const small: Table;
  export const large: Table;
}

// Blueprint's stylesheet split by scripts/blueprintCss.ts: the light theme, and the dark theme's rules.
declare module 'virtual:blueprint.css' {}
declare module 'virtual:blueprint-dark.css' {}
