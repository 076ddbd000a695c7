// The library floor of the first load: builds bench/floor (the chosen libraries and nothing of the console) and
// prints its JS, gzip kB. `node bench/floor.mjs`; npm run bench shows it beside the /login budget, and runs
// Lighthouse on the same build (what any console made of these libraries starts from).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * Builds bench/floor (or `page`: bench/floor-blueprint, the Blueprint reference) into a new temporary folder and
 * returns that folder (index.html and assets/). `sourcemap`: with source maps (bench/breakdown.mjs maps its profile).
 */
export async function buildFloor(page = 'floor', { sourcemap = false } = {}) {
  const outDir = mkdtempSync(join(tmpdir(), `${page}-`));
  await build({
    root: resolve(import.meta.dirname, page),
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, target: 'es2022', emptyOutDir: true, sourcemap },
  });
  return outDir;
}

/** The floor's JS, gzip kB (built afresh unless a build folder is given). */
export async function libraryFloorKb(outDir) {
  const dir = join(outDir ?? (await buildFloor()), 'assets');
  let bytes = 0;
  for (const f of readdirSync(dir)) if (f.endsWith('.js')) bytes += gzipSync(readFileSync(join(dir, f))).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`library floor: ${await libraryFloorKb()} kB gzip JS`);
