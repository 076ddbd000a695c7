import { type IconPaths, Icons, IconSize } from '@blueprintjs/icons';

/**
 * Blueprint's default loader fetches every icon (100 kB gzip) the first time one shows. Here each icon is its own tiny
 * chunk (the globs below are lazy: nothing is fetched until an icon is drawn), so a page loads only the icons it
 * shows, and any icon a component uses works without a list to keep up to date.
 */
type PathModule = { default: IconPaths };

const small = import.meta.glob<PathModule>('/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js');
const large = import.meta.glob<PathModule>('/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js');

export const iconGlobKeys = (): { small: string[]; large: string[] } => ({
  small: Object.keys(small),
  large: Object.keys(large),
});

export async function loadIconPaths(name: string, size: IconSize): Promise<IconPaths> {
  const table = size === IconSize.STANDARD ? small : large;
  const dir = size === IconSize.STANDARD ? '16px' : '20px';
  const load = table[`/node_modules/@blueprintjs/icons/lib/esm/generated/${dir}/paths/${name}.js`];
  return load ? (await load()).default : [];
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
