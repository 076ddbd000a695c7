import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread runs plain JavaScript: the project's TypeScript module `entry` (with what it imports) is bundled
 * by Vite, the build tool the project already runs on, into one file in a temporary folder, once per process, the
 * first time a worker is needed (one to a few seconds). Removed when the process exits.
 */
const built = new Map<string, Promise<string>>();

export function workerBundle(entry: string, root = process.cwd()): Promise<string> {
  let file = built.get(entry);
  if (!file) {
    file = bundle(entry, root);
    built.set(entry, file);
    // A failed build is tried again by the next worker asked for, not remembered.
    file.catch(() => built.delete(entry));
  }
  return file;
}

/**
 * The build runs in a thread of its own: bundling takes the better part of a second of CPU, which the server's event
 * loop does not lend (its other calls keep being answered while the first speech waits for its worker).
 */
async function bundle(entry: string, root: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'fake-serve-worker-'));
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  const name = 'worker.mjs';
  const config = {
    configFile: false,
    root,
    logLevel: 'error',
    publicDir: false,
    build: {
      ssr: join(root, entry),
      outDir,
      emptyOutDir: false,
      minify: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: name, format: 'es' } },
    },
    ssr: { noExternal: true, target: 'node' },
  };
  const builder = new Worker(BUILD, { eval: true, workerData: { config, vite: viteEntry(root) } });
  await new Promise<void>((resolve, reject) => {
    builder.once('message', (m: { error?: string }) => (m.error ? reject(new Error(m.error)) : resolve()));
    builder.once('error', reject);
    builder.once('exit', (code) => reject(new Error(`the worker build stopped (exit code ${code})`)));
  });
  void builder.terminate();
  return join(outDir, name);
}

/** Vite's own entry, as the project resolves it (the build thread has no module of the project to resolve from). */
const viteEntry = (root: string): string =>
  pathToFileURL(createRequire(join(root, 'package.json')).resolve('vite')).href;

const BUILD = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.vite)
  .then(({ build }) => build(workerData.config))
  .then(() => parentPort.postMessage({}), (e) => parentPort.postMessage({ error: String(e && e.message || e) }));
`;
