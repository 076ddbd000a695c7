import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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
 * The build runs in a process of its own, at the normal priority: the server's event loop shares the cores with it for
 * the second or two it takes, once per process. A lower priority starves it on a busy machine (measured: with both
 * cores taken by other work, a build at nice 10 or 19 had not ended after 90 s), and every video waits for it.
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
  const builder = spawn(process.execPath, ['--input-type=module', '-e', BUILD], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, FAKE_WORKER_BUILD: JSON.stringify({ config, vite: viteEntry(root) }) },
  });
  let err = '';
  builder.stderr?.on('data', (c: Buffer) => {
    err += c.toString();
  });
  await new Promise<void>((resolve, reject) => {
    builder.once('error', reject);
    builder.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the worker build failed (exit code ${code}): ${err.trim()}`)),
    );
  });
  return join(outDir, name);
}

/** Vite's own entry, as the project resolves it. */
const viteEntry = (root: string): string =>
  pathToFileURL(createRequire(join(root, 'package.json')).resolve('vite')).href;

const BUILD = `
const { config, vite } = JSON.parse(process.env.FAKE_WORKER_BUILD);
const { build } = await import(vite);
await build(config);
`;
