import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import license, { type Dependency } from 'rollup-plugin-license';
import type { Plugin } from 'vite';
import { ESPEAK_DIR } from './espeakProgram.ts';
import {
  ARTWORK_LICENCES,
  BUNDLED_LICENCES,
  licenceAllowed,
  NOTICES_JSON,
  NOTICES_TEXT,
  type NoticeEntry,
  SEPARATE_PROGRAMS,
} from './licencePolicy.ts';

/**
 * Every build ships the notices of the third-party code and artwork it holds, made as it is built: rollup-plugin-license
 * reads which packages' code reached each output file (the console's chunks and each worker's bundle, whose build is
 * separate: `worker` is its plugin there), with each package's licence and its LICENSE and NOTICE files. The build
 * adds the separate programs it ships (scripts/espeakProgram.ts) and the artwork its files draw (the demo's portraits),
 * then writes THIRD-PARTY-NOTICES.txt for people and third-party-notices.json for the test of the built folders
 * (tests/unit/licences.test.ts). A bundled package whose licence is not on the list (scripts/licencePolicy.ts) fails
 * the build.
 */
const PORTRAITS = /[\\/]fixtures[\\/]media[\\/]portraits[\\/]/;

interface Scan {
  name: string;
  renderChunk: (code: string, chunk: unknown, options: { sourcemap: boolean }) => unknown;
  generateBundle: () => void;
}

/**
 * The modules whose code is in a chunk: rendered JS, or a style sheet (its JS module renders to nothing, as Vite moves
 * its rules to the chunk's CSS file).
 */
type ChunkModules = Record<string, { renderedLength: number }>;
const inChunk = (modules: ChunkModules) =>
  Object.fromEntries(
    Object.entries(modules).map(([id, m]) => [
      id,
      { renderedLength: /\.css($|\?)/.test(id) ? 1 : m.renderedLength, isAsset: false },
    ]),
  );

export function licenceNotices(): { plugin: Plugin; worker: () => Plugin } {
  const found = new Map<string, NoticeEntry>();
  const add = (deps: Dependency[]) => {
    for (const d of deps) {
      if (!d.name) continue;
      const repository = typeof d.repository === 'string' ? d.repository : (d.repository?.url ?? null);
      found.set(`${d.name}@${d.version}`, {
        name: d.name,
        version: d.version ?? '',
        license: d.license ?? '',
        kind: 'bundled',
        repository: repository ?? d.homepage,
        licenseText: d.licenseText ?? standardText(d),
        noticeText: d.noticeText,
      });
    }
  };
  const scanner = (): Scan =>
    license({
      thirdParty: {
        multipleVersions: true,
        allow: {
          test: (d) => licenceAllowed(d.license, BUNDLED_LICENCES),
          failOnUnlicensed: true,
          failOnViolation: true,
        },
        output: add,
      },
    }) as unknown as Scan;
  /** The modules whose code reached a chunk, as the licence plugin reads them (it returns the code unchanged). */
  const scanChunk = (scan: Scan, code: string, modules: ChunkModules) =>
    scan.renderChunk(code, { modules: inChunk(modules) }, { sourcemap: false });

  const worker = (): Plugin => {
    const scan = scanner();
    return {
      name: 'licence-notices:worker',
      apply: 'build',
      renderChunk(code, chunk) {
        scanChunk(scan, code, chunk.modules);
        return null;
      },
      generateBundle() {
        scan.generateBundle();
      },
    };
  };

  const scan = scanner();
  let artwork = false;
  /** Style sheets of packages pulled in by a style sheet's `@import`, which Vite inlines: no module holds them. */
  const cssImports = new Set<string>();
  const plugin: Plugin = {
    name: 'licence-notices',
    apply: 'build',
    // Before Vite's CSS plugin, which inlines the `@import`s this reads.
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.css($|\?)/.test(id)) return null;
      for (const [, spec] of code.matchAll(/@import\s+(?:url\()?["']([^"']+)["']/g)) {
        const resolved = await this.resolve(spec, id);
        if (resolved && /[\\/]node_modules[\\/]/.test(resolved.id)) cssImports.add(resolved.id);
      }
      return null;
    },
    renderChunk(code, chunk) {
      scanChunk(scan, code, chunk.modules);
      artwork ||= Object.entries(chunk.modules).some(([id, m]) => PORTRAITS.test(id) && m.renderedLength > 0);
      return null;
    },
    generateBundle(_options, bundle) {
      scanChunk(scan, '', Object.fromEntries([...cssImports].map((id) => [id, { renderedLength: 1 }])));
      scan.generateBundle();
      const entries = [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
      for (const [name, program] of Object.entries(SEPARATE_PROGRAMS)) {
        if (!Object.keys(bundle).some((f) => f.startsWith(`${program.folder}/`))) continue;
        entries.push({ ...packageEntry(name), kind: 'program', folder: program.folder });
      }
      if (artwork)
        entries.push({ ...packageEntry('@dicebear/personas'), license: ARTWORK_LICENCES[0], kind: 'artwork' });
      this.emitFile({ type: 'asset', fileName: NOTICES_JSON, source: `${JSON.stringify(entries, null, 1)}\n` });
      this.emitFile({ type: 'asset', fileName: NOTICES_TEXT, source: noticesText(entries) });
    },
  };
  return { plugin, worker };
}

/**
 * The licence's standard text, for a package that declares MIT but ships no licence file (Mirage's pretender
 * polyfill): the permission notice the licence asks to be kept, with the author the package names.
 */
function standardText(d: Dependency): string | null {
  if (d.license !== 'MIT') return null;
  const holder = d.author?.name || `the authors of ${d.name}`;
  return `(${d.name} ships no licence file; this is the MIT licence it declares.)\n\nMIT License\n\nCopyright (c) ${holder}\n\n${MIT_PERMISSION}`;
}

const MIT_PERMISSION = `Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
documentation files (the "Software"), to deal in the Software without restriction, including without limitation the
rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit
persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the
Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE
WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

/** A package's entry read from its own files (a program or artwork the bundle scan does not see). */
function packageEntry(name: string): Omit<NoticeEntry, 'kind'> {
  // By its folder: a package's exports need not name its package.json.
  const dir = fileURLToPath(new URL(`../node_modules/${name}/`, import.meta.url));
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const repository = typeof pkg.repository === 'string' ? pkg.repository : (pkg.repository?.url ?? pkg.homepage);
  return {
    name,
    version: pkg.version,
    license: pkg.license,
    repository: repository ?? null,
    licenseText: readFileSync(join(dir, 'LICENSE'), 'utf8'),
    noticeText: null,
  };
}

const WHAT: Record<NoticeEntry['kind'], (e: NoticeEntry) => string> = {
  bundled: () => 'bundled in the console',
  program: (e) =>
    `a separate program in ${e.folder ?? ESPEAK_DIR}/ (its licence in COPYING, where its source is in SOURCE.md)`,
  artwork: () =>
    'artwork: the demo\'s portraits are drawn in the "Personas" style by Draftbit (https://personas.draftbit.com/), ' +
    'licensed CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/); made with DiceBear, whose code is MIT',
};

function noticesText(entries: NoticeEntry[]): string {
  const head =
    'Third-party software and artwork in this build, with their licences and notices.\n' +
    'The console itself is MIT-licensed (LICENSE in its repository).\n';
  const blocks = entries.map((e) =>
    [
      `${e.name} ${e.version}`,
      `Licence: ${e.license}`,
      `In this build: ${WHAT[e.kind](e)}`,
      e.repository ? `Source: ${e.repository}` : '',
      '',
      (e.licenseText ?? '').trim(),
      e.noticeText ? `\nNOTICE\n\n${e.noticeText.trim()}` : '',
    ]
      .filter((line, i) => line !== '' || i === 4)
      .join('\n'),
  );
  return `${head}\n${blocks.join(`\n\n${'-'.repeat(78)}\n\n`)}\n`;
}
