// `npm start` bundles the libraries named in vite.config.ts's optimizeDeps.include as it starts, and reads no sources to
// find more (noDiscovery). A library imported by the browser's code and missing from the list would be served as its
// raw files: a CommonJS one breaks the page under `npm start` only. This test reads the imports and holds the list
// whole.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config';

const ROOT = join(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // mirage/node and mirage/host run in Node only (fake:serve, the demo host): the browser never loads them.
    if (statSync(path).isDirectory())
      return name === 'node' || path === join(ROOT, 'mirage/host') ? [] : filesUnder(path);
    return /\.(ts|tsx|js)$/.test(name) ? [path] : [];
  });
}

/** Imports the browser never makes: Node's own, Vite's virtual modules, stylesheets, and the prerender's server side. */
const NOT_BUNDLED = [
  /^node:/,
  /^virtual:/,
  /\.css$/,
  /^react-dom\/server$/,
  // A file's address (the demo's media), not a module.
  /\?url$/,
  // Icon path data: plain modules with no imports, served as they are (src/app/icons.ts).
  /^@blueprintjs\/icons\/lib\/esm\/generated\//,
];

const browserImports = (): string[] => {
  const found = new Set<string>();
  for (const file of [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'mirage'))]) {
    const source = readFileSync(file, 'utf8');
    const specs = source.matchAll(
      /^\s*(?:import|export)\b[^'"]*?from\s*'([^']+)'|^\s*import\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm,
    );
    for (const m of specs) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec.startsWith('.') && !spec.startsWith('/')) found.add(spec);
    }
  }
  return [...found].filter((spec) => !NOT_BUNDLED.some((re) => re.test(spec))).sort();
};

describe('npm start pre-bundles every library the browser imports', () => {
  it('each import of src/ and mirage/ is in optimizeDeps.include', async () => {
    const resolved = typeof config === 'function' ? await config({ mode: 'demo', command: 'serve' }) : config;
    const include = new Set(resolved.optimizeDeps?.include ?? []);
    const imports = browserImports();
    expect(imports).toContain('@blueprintjs/core');
    expect(imports.filter((spec) => !include.has(spec))).toEqual([]);
  });
});
