import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Blueprint's icon-name tables written at build time instead of computed at start-up.
 *
 * `@blueprintjs/icons/lib/esm/iconNames.js` imports the generated enum of every icon (27 kB minified) and, when the
 * first page's script runs, converts each of its ~700 names twice with change-case (PascalCase and SNAKE_CASE) to build
 * `IconNames`. Blueprint's icon loader only needs the set of valid names (`IconNamesSet`), and the console never
 * reads `IconNames`. Measured on this machine: ~12 ms of the entry's evaluation, before anything can draw.
 *
 * The patched module holds the names as one array and builds `IconNames` in a pure call, so a bundle that never reads
 * it drops the call, change-case and the enum. `Icons.loadAll` (the loader's only reader of `IconNames`) takes the
 * same names from the set. Both patches throw when Blueprint's code no longer looks as expected (an upgrade).
 */
const NAMES_FILE = /@blueprintjs\/icons\/lib\/esm\/iconNames\.js$/;
const LOADER_FILE = /@blueprintjs\/icons\/lib\/esm\/iconLoader\.js$/;

const NAMES_BODY =
  /import \{ BlueprintIcons_16 \} from "\.\/generated\/16px\/blueprint-icons-16";\nconst IconNamesNew = \{\};\nconst IconNamesLegacy = \{\};\nfor \(const name of Object\.values\(BlueprintIcons_16\)\) \{\n\s*IconNamesNew\[pascalCase\(name\)\] = name;\n\s*IconNamesLegacy\[snakeCase\(name\)\.toUpperCase\(\)\] = name;\n\}\nexport const IconNames = \{\n\s*\.\.\.IconNamesNew,\n\s*\.\.\.IconNamesLegacy,\n\};\nexport const IconNamesSet = new Set\(Object\.values\(IconNames\)\);/;
const LOADER_IMPORT = 'import { IconNames, IconNamesSet } from "./iconNames";';
const LOADER_ALL = 'const allIcons = Object.values(IconNames);';

const unexpected = (what: string) =>
  new Error(
    `scripts/blueprintIconNames.ts: Blueprint's ${what} no longer looks as expected; check the patch still applies`,
  );

/** Every icon name Blueprint knows (its 16 px set; the 20 px set has the same names). */
export function blueprintIconNames(): string[] {
  const require = createRequire(import.meta.url);
  const { BlueprintIcons_16 } = require('@blueprintjs/icons/lib/cjs/generated/16px/blueprint-icons-16.js') as {
    BlueprintIcons_16: Record<string, string>;
  };
  return Object.values(BlueprintIcons_16);
}

/** iconNames.js with the names written in and `IconNames` built only where it is read. */
export function patchIconNamesSource(source: string, names: readonly string[]): string {
  if (!NAMES_BODY.test(source)) throw unexpected('iconNames.js');
  return source.replace(
    NAMES_BODY,
    [
      `const names = ${JSON.stringify(names)};`,
      'function buildIconNames() {',
      '    const IconNamesNew = {};',
      '    const IconNamesLegacy = {};',
      '    for (const name of names) {',
      '        IconNamesNew[pascalCase(name)] = name;',
      '        IconNamesLegacy[snakeCase(name).toUpperCase()] = name;',
      '    }',
      '    return { ...IconNamesNew, ...IconNamesLegacy };',
      '}',
      'export const IconNames = /* @__PURE__ */ buildIconNames();',
      'export const IconNamesSet = new Set(names);',
    ].join('\n'),
  );
}

/** iconLoader.js reading the names from the set, so it no longer keeps `IconNames` in the bundle. */
export function patchIconLoaderSource(source: string): string {
  if (!source.includes(LOADER_IMPORT) || !source.includes(LOADER_ALL)) throw unexpected('iconLoader.js');
  return source
    .replace(LOADER_IMPORT, 'import { IconNamesSet } from "./iconNames";')
    .replace(LOADER_ALL, 'const allIcons = [...IconNamesSet];');
}

export function blueprintIconNamesPlugin(): Plugin {
  let names: string[] | null = null;
  return {
    name: 'blueprint-icon-names',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (NAMES_FILE.test(file)) {
        names ??= blueprintIconNames();
        return { code: patchIconNamesSource(code, names), map: null };
      }
      if (LOADER_FILE.test(file)) return { code: patchIconLoaderSource(code), map: null };
      return null;
    },
  };
}
