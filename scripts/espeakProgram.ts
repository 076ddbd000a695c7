import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * eSpeak NG (GPL-3.0-or-later) ships as a program of its own, never bundled with the console (docs/licences.md): a
 * build whose code imports `virtual:espeak-ng-program` (the demo's media studio, mirage/media/maker.ts) gets a folder
 * `espeak-ng/` holding the engine's loader and WebAssembly copied unchanged from the npm package, the worker that runs
 * them (mirage/media/espeakProgram/worker.js), the GPL's text (COPYING) and where the exact source is (SOURCE.md);
 * the import's value is that worker's address. `npm start` serves the same files under `/espeak-ng/`.
 */
export const ESPEAK_DIR = 'espeak-ng';
const VIRTUAL = 'virtual:espeak-ng-program';

/**
 * Where the exact source of what ships is. The npm package's loader is byte for byte its repository's file at the
 * commit below (version 1.0.2); the package records no commit of eSpeak NG itself, whose build script (the package's
 * README) compiles eSpeak NG's master: the wasm names itself "1.52-dev", and master's head the day the package was
 * made is the commit below. The build refuses another version of the package, whose source this would not name.
 */
export const ESPEAK_SOURCE = {
  version: '1.0.2',
  package: {
    repository: 'https://github.com/ianmarmour/espeak-ng.js',
    commit: 'eec88dbcc1482b1a03a76cf9d2025a0acde8982e',
  },
  engine: {
    repository: 'https://github.com/espeak-ng/espeak-ng',
    commit: '530bf0abf4174dc9ca28dbacc11bd5e9ae6152cd',
    version: '1.52-dev',
  },
};

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', wasm: 'application/wasm' };
const here = dirname(fileURLToPath(import.meta.url));
const packageDir = () => dirname(createRequire(import.meta.url).resolve('espeak-ng/package.json'));

/** The program's files by their name in `espeak-ng/`, read when a build or the dev server first asks. */
function programFiles(): Map<string, Buffer> {
  const pkg = packageDir();
  const { version, license } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
  if (version !== ESPEAK_SOURCE.version) {
    throw new Error(
      `scripts/espeakProgram.ts names the source of espeak-ng ${ESPEAK_SOURCE.version}, but ${version} is installed: ` +
        'find the commits it was built from and update ESPEAK_SOURCE',
    );
  }
  return new Map([
    ['worker.js', readFileSync(join(here, '../mirage/media/espeakProgram/worker.js'))],
    ['espeak-ng.js', readFileSync(join(pkg, 'dist/espeak-ng.js'))],
    ['espeak-ng.wasm', readFileSync(join(pkg, 'dist/espeak-ng.wasm'))],
    ['COPYING', readFileSync(join(pkg, 'LICENSE'))],
    ['SOURCE.md', Buffer.from(sourceText(license))],
  ]);
}

function sourceText(license: string): string {
  const { package: p, engine: e } = ESPEAK_SOURCE;
  return `# eSpeak NG in this folder

This folder is a separate program: eSpeak NG, a speech synthesizer, compiled to WebAssembly. The console beside it
does not contain it; it starts \`worker.js\` in a worker of its own and sends it the command line and text to speak,
and reads back the WAV file it writes.

- \`espeak-ng.js\`, \`espeak-ng.wasm\`: the npm package \`espeak-ng\` ${ESPEAK_SOURCE.version}, unchanged. Licence:
  ${license}, whose text is in \`COPYING\`.
- \`worker.js\`: runs the two files above once per request. MIT licence (see the console's LICENSE), which the GPL
  allows to be combined with it.

## Where the exact source is

- The package (its loader and the script that builds the WebAssembly): ${p.repository}, commit ${p.commit}
  (version ${ESPEAK_SOURCE.version}; \`espeak-ng.js\` here is byte for byte the \`espeak-ng.js\` in the src folder of that commit, and
  its README holds the build script: eSpeak NG configured without async, mbrola, sonic, pcaudiolib, klatt and
  speechPlayer, compiled with Emscripten, its data embedded).
- eSpeak NG itself: ${e.repository}, version ${e.version}, commit ${e.commit} (master when the package was built; the
  package records no commit of its own, and the WebAssembly names itself "${e.version}").

You may copy, change and share this program under the terms of ${license}.
`;
}

const versionOf = (files: Map<string, Buffer>) => {
  const h = createHash('sha256');
  for (const [name, bytes] of files) if (name !== 'espeak-ng.wasm') h.update(bytes);
  return h.digest('hex').slice(0, 10);
};

export function espeakProgramPlugin(): Plugin {
  let files: Map<string, Buffer> | null = null;
  const program = () => {
    files ??= programFiles();
    return files;
  };
  let build = false;
  return {
    name: 'espeak-ng-program',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      // The address carries a version of the program's small files, so a host that caches them long does not serve
      // a worker of an older build; the worker asks for the loader and the WebAssembly with the same version.
      const query = `?v=${versionOf(program())}`;
      if (!build) return `export default ${JSON.stringify(`/${ESPEAK_DIR}/worker.js${query}`)};`;
      let worker = '';
      for (const [name, source] of program()) {
        const ref = this.emitFile({ type: 'asset', fileName: `${ESPEAK_DIR}/${name}`, source });
        if (name === 'worker.js') worker = ref;
      }
      return `export default import.meta.ROLLDOWN_FILE_URL_${worker} + ${JSON.stringify(query)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /^\/espeak-ng\/([\w.-]+)(\?|$)/.exec(req.url ?? '');
        const bytes = m ? program().get(m[1]) : undefined;
        if (!bytes) return next();
        const ext = m?.[1].split('.').pop() ?? '';
        res.setHeader('Content-Type', TYPES[ext] ?? 'text/plain; charset=utf-8');
        res.end(bytes);
      });
    },
  };
}
