import { type IconName, type IconPaths, Icons, IconSize } from '@blueprintjs/icons';
import { large, small } from 'virtual:icon-table';

/**
 * Blueprint's default loader fetches every icon (100 kB gzip) the first time one shows. Here each icon the console
 * names is its own tiny chunk (the table is written at build time from the sources, see scripts/iconTable.ts), so a
 * page loads only the icons it shows. A name the scan could not see (built at run time) still draws, through
 * Blueprint's own loader, fetched only then.
 */
export const iconTableNames = (): { small: string[]; large: string[] } => ({
  small: Object.keys(small),
  large: Object.keys(large),
});

export async function loadIconPaths(name: string, size: IconSize): Promise<IconPaths> {
  const load = (size === IconSize.STANDARD ? small : large)[name];
  if (load) return (await load()).default;
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
  return (await splitPathsBySizeLoader(name as IconName, size)) ?? [];
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
