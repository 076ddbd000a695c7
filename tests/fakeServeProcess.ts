import { type ChildProcess, spawn } from 'node:child_process';

/** `npm run fake:serve` as a separate process on a free port, as teams run it; for the tests over HTTP. */
export interface ServeProcess {
  child: ChildProcess;
  /** The API base, e.g. http://127.0.0.1:40123/api. */
  url: string;
  origin: string;
  output(): string;
}

/** `env`: variables added to the server's environment (a test's stand-in for the disk, FAKE_SERVE_TEST_DISK_ROOM). */
export function startServe(args: string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['scripts/fake-serve.mjs', '--port', '0', '--frozen', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /fake service at (http:\/\/\S+\/api)/.exec(out);
      if (m) resolve({ child, url: m[1], origin: m[1].replace(/\/api$/, ''), output: () => out });
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.on('exit', (code) => reject(new ServeExit(code, out)));
  });
}

/** The server stopped before it served (its output says why). */
export class ServeExit extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`fake:serve exited with ${code}: ${output}`);
  }
}

export function stopServe(p: ServeProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.child.once('exit', () => resolve());
    p.child.kill(signal);
  });
}
