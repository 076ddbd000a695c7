import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IconNames } from '@blueprintjs/icons';
import type { Plugin } from 'vite';

/**
 * The icon table: which Blueprint icons the console can draw, each its own lazy chunk.
 *
 * A table of every Blueprint icon (two sizes, ~1,200 entries) weighed 33 kB gzip in the entry chunk, which every page
 * pays for. The console writes its icons as string literals ('add', 'menu-open', ...), so the build reads the sources
 * and keeps the names it finds; nobody keeps a list by hand. A name built at run time that the scan missed still draws:
 * src/app/icons.ts falls back to Blueprint's own loader for it.
 */
export const ICON_TABLE_ID = 'virtual:icon-table';
const RESOLVED = `\0${ICON_TABLE_ID}`;
const ALL = new Set<string>(Object.values(IconNames));
const PATHS = '@blueprintjs/icons/lib/esm/generated';

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, ext);
    return ext.test(name) ? [path] : [];
  });
}

/** Every quoted string in `source` that is the name of a Blueprint icon. */
export function iconNamesIn(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/(['"`])([a-z0-9-]+)\1/g)) if (ALL.has(m[2])) found.add(m[2]);
  for (const m of source.matchAll(/IconNames\.([A-Z0-9_]+)/g)) {
    const name = (IconNames as Record<string, string>)[m[1]];
    if (name) found.add(name);
  }
  return [...found];
}

/** The icons the console's sources (and Blueprint's components, which name a few by string) use, sorted. */
export function usedIconNames(root: string): string[] {
  const files = [
    ...filesUnder(join(root, 'src'), /\.tsx?$/),
    ...['core', 'datetime'].flatMap((p) => filesUnder(join(root, 'node_modules/@blueprintjs', p, 'lib/esm'), /\.js$/)),
  ];
  const names = new Set<string>();
  for (const f of files) for (const n of iconNamesIn(readFileSync(f, 'utf8'))) names.add(n);
  return [...names].sort();
}

const tables = new Map<string, string[]>();
/**
 * The icon table's names, read once per load of the config (a build or a dev-server start loads it anew, and this
 * file with it): the table and the console's icons file (below) are the same list, read once from the sources.
 */
function tableNames(root: string): string[] {
  let names = tables.get(root);
  if (!names) {
    names = usedIconNames(root);
    tables.set(root, names);
  }
  return names;
}

/**
 * What the sign-in page is drawn from, its registration form and the demo's button on it included: the icons named
 * there stay one file each, so the sign-in page never loads the console's icons file (below). The end-to-end tests of
 * the first screen check that it does not.
 */
const SIGN_IN_SOURCES = [
  'src/pages/login',
  'src/firstScreen',
  'src/components/LanguageSelect.tsx',
  'src/components/TextField.tsx',
  'src/app/RootShell.tsx',
  'src/demo/DemoEntry.tsx',
];

/** The icons the sign-in page's sources name. */
export function signInIconNames(root: string): Set<string> {
  const files = SIGN_IN_SOURCES.flatMap((p) => {
    const path = join(root, p);
    return statSync(path).isDirectory() ? filesUnder(path, /\.tsx?$/) : [path];
  });
  return new Set(files.flatMap((f) => iconNamesIn(readFileSync(f, 'utf8'))));
}

const SMALL_PATHS = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]16px[\\/]paths[\\/]([\w-]+)\.js$/;

/**
 * The code-splitting test of the console's icons file: the table's standard-size icons (the names the console uses),
 * but the sign-in page's. One file instead of one per icon: a signed-in first load asked for twenty, six at a time on
 * the network, once the frame was drawn; a page's first visit asked for its own. Blueprint's fallback loader, for a
 * name the scan missed, keeps its files apart.
 */
export function consoleIconTest(root: string): (id: string) => boolean {
  let names: Set<string> | null = null;
  return (id) => {
    const name = SMALL_PATHS.exec(id)?.[1];
    if (!name) return false;
    if (!names) {
      const signIn = signInIconNames(root);
      names = new Set(tableNames(root).filter((n) => !signIn.has(n)));
    }
    return names.has(name);
  };
}

/** `export const small = { add: () => import(...) }` and `large`, for the names given. */
export function iconTableModule(names: string[]): string {
  const table = (dir: string) =>
    `{${names.map((n) => `${JSON.stringify(n)}: () => import(${JSON.stringify(`${PATHS}/${dir}/paths/${n}.js`)})`).join(',')}}`;
  return `export const small = ${table('16px')};\nexport const large = ${table('20px')};\n`;
}

/**
 * The same table in the dev server and the build: the icons the sources name, read once when the plugin first needs
 * them. In the dev server each icon's file is served as it is (a plain module of path data, with no imports, which the
 * dependency optimizer need not see). An icon named after the server started draws through Blueprint's loader until
 * the next start.
 */
export function iconTablePlugin(): Plugin {
  return {
    name: 'icon-table',
    resolveId: (id) => (id === ICON_TABLE_ID ? RESOLVED : null),
    load(id) {
      return id === RESOLVED ? iconTableModule(tableNames(this.environment.config.root)) : null;
    },
  };
}
