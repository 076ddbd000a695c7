import { type IconName, type IconPaths, Icons, IconSize } from '@blueprintjs/icons';
import { SIGN_IN_ICON_FILES } from '../firstScreen/downloads';

/**
 * Which of Blueprint's icons load, and how: the loader given to Blueprint's icon loader option
 * (`Icons.setLoaderOptions`). Blueprint's default loads every icon (100 kB gzip) the first time one shows; here a page
 * loads only the icons it shows, each from Blueprint's own module of its paths:
 * - the sign-in page's icons (its fields, the registration form, the Demo button): a small file each, so the sign-in
 *   page never loads the console's;
 * - the console's other icons, standard size: one file (src/app/consoleIcons.ts);
 * - any of them drawn large (20 px, an empty list's picture): a small file each.
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

/** The large (20 px) paths of every icon of the tables above, a file each: few are drawn large (an empty list's picture). */
const LARGE: Readonly<Record<string, PathsFile>> = {
  add: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/add.js'),
  annotation: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/annotation.js'),
  'arrow-left': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-left.js'),
  box: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/box.js'),
  'caret-down': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/caret-down.js'),
  'chevron-down': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-down.js'),
  'chevron-left': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-left.js'),
  'chevron-right': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-right.js'),
  'chevron-up': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-up.js'),
  clipboard: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/clipboard.js'),
  cog: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cog.js'),
  cross: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cross.js'),
  crown: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/crown.js'),
  dashboard: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/dashboard.js'),
  delete: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/delete.js'),
  document: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/document.js'),
  download: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/download.js'),
  duplicate: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/duplicate.js'),
  edit: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/edit.js'),
  error: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/error.js'),
  export: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/export.js'),
  'eye-off': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/eye-off.js'),
  'eye-open': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/eye-open.js'),
  film: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/film.js'),
  flash: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/flash.js'),
  globe: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/globe.js'),
  history: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/history.js'),
  home: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/home.js'),
  'id-number': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/id-number.js'),
  'info-sign': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign.js'),
  key: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/key.js'),
  layers: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/layers.js'),
  link: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/link.js'),
  lock: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js'),
  'log-out': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/log-out.js'),
  'menu-closed': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/menu-closed.js'),
  'menu-open': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/menu-open.js'),
  microphone: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/microphone.js'),
  'mobile-phone': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/mobile-phone.js'),
  'mobile-video': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/mobile-video.js'),
  more: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/more.js'),
  music: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/music.js'),
  'new-person': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/new-person.js'),
  offline: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/offline.js'),
  people: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/people.js'),
  person: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/person.js'),
  pin: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/pin.js'),
  play: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/play.js'),
  refresh: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/refresh.js'),
  reset: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/reset.js'),
  search: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/search.js'),
  shield: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/shield.js'),
  'shopping-cart': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/shopping-cart.js'),
  'small-cross': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/small-cross.js'),
  stop: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/stop.js'),
  th: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/th.js'),
  tick: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick.js'),
  'tick-circle': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle.js'),
  time: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/time.js'),
  trash: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js'),
  user: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/user.js'),
  video: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/video.js'),
  'volume-up': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/volume-up.js'),
  'warning-sign': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js'),
  'zoom-to-fit': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/zoom-to-fit.js'),
};

/** The names each size has a file for (the console's icons, the sign-in page's among them). */
export const iconTableNames = async (): Promise<{ small: string[]; large: string[] }> => ({
  small: [...Object.keys(SIGN_IN), ...Object.keys((await import('./consoleIcons')).CONSOLE_ICONS)],
  large: Object.keys(LARGE),
});

async function tablePaths(name: string, size: IconSize): Promise<IconPaths | undefined> {
  if (size === IconSize.LARGE) return (await LARGE[name]?.())?.default;
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
