import { type ChildProcess, spawn } from 'node:child_process';

/** `npm run demo:host` as a separate process on a free port, serving dist-demo; for the e2e tests of demo links. */
export interface HostProcess {
  child: ChildProcess;
  /** The host's origin, e.g. http://127.0.0.1:40123. */
  origin: string;
  output(): string;
}

export function startHost(args: string[]): Promise<HostProcess> {
  const child = spawn(process.execPath, ['scripts/demo-host.mjs', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /demo host at (http:\/\/\S+) /.exec(out);
      if (m?.[1]) resolve({ child, origin: m[1], output: () => out });
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.on('exit', (code) => reject(new Error(`demo:host exited with ${code}: ${out}`)));
  });
}

export function stopHost(p: HostProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.child.once('exit', () => resolve());
    p.child.kill(signal);
  });
}
