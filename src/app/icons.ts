import { type IconName, type IconPaths, Icons, IconSize } from '@blueprintjs/icons';
import { SIGN_IN_ICON_FILES } from '../firstScreen/downloads';

/**
 * Which of Blueprint's icons load, and how: the loader given to Blueprint's icon loader option
 * (`Icons.setLoaderOptions`). Blueprint's default loads every icon (100 kB gzip) the first time one shows; here a page
 * loads only the icons it shows, each from Blueprint's own module of its paths:
 * - the sign-in page's icons (its fields, the registration form, the Demo button): a small file each, so the sign-in
 *   page never loads the console's;
 * - the console's other icons, standard size: one file (src/app/consoleIcons.ts);
 * - any of them drawn large (20 px, an empty list's picture): a small file each, named in a table loaded with the first
 *   (src/app/largeIcons.ts).
 * A name in none of these tables still draws, through Blueprint's own loader for its size (every icon's paths of that
 * size, fetched only then). A unit test holds the tables to the icons the sources name.
 */
type PathsFile = () => Promise<{ default: IconPaths }>;

const SIGN_IN: Readonly<Record<string, PathsFile>> = {
  ...SIGN_IN_ICON_FILES,
  'eye-off': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js'),
  key: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/key.js'),
  person: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/person.js'),
  'new-person': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/new-person.js'),
  cog: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cog.js'),
};

/** The names each size has a file for (the console's icons, the sign-in page's among them). */
export const iconTableNames = async (): Promise<{ small: string[]; large: string[] }> => ({
  small: [...Object.keys(SIGN_IN), ...Object.keys((await import('./consoleIcons')).CONSOLE_ICONS)],
  large: Object.keys((await import('./largeIcons')).LARGE_ICON_FILES),
});

async function tablePaths(name: string, size: IconSize): Promise<IconPaths | undefined> {
  if (size === IconSize.LARGE) return (await (await import('./largeIcons')).LARGE_ICON_FILES[name]?.())?.default;
  const alone = SIGN_IN[name];
  if (alone) return (await alone()).default;
  return (await import('./consoleIcons')).CONSOLE_ICONS[name];
}

export async function loadIconPaths(name: string, size: IconSize): Promise<IconPaths> {
  const paths = await tablePaths(name, size);
  if (paths) return paths;
  // Not in the tables: Blueprint's own loader, asked for this icon alone (it keeps what it loads; so does the caller).
  await Icons.load(name as IconName, size, { loader: 'split-by-size' });
  return Icons.getPaths(name as IconName, size) ?? [];
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
