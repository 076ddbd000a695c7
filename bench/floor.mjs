// The library floor of the first load: builds bench/floor (the chosen libraries and nothing of the console) and
// prints its JS, gzip kB. `node bench/floor.mjs`; npm run bench shows it beside the /login budget.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function libraryFloorKb() {
  const root = resolve(import.meta.dirname, 'floor');
  const outDir = mkdtempSync(join(tmpdir(), 'floor-'));
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, target: 'es2022', emptyOutDir: true },
  });
  const dir = join(outDir, 'assets');
  let bytes = 0;
  for (const f of readdirSync(dir)) if (f.endsWith('.js')) bytes += gzipSync(readFileSync(join(dir, f))).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`library floor: ${await libraryFloorKb()} kB gzip JS`);
