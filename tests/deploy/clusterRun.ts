import { type ChildProcess, spawn } from 'node:child_process';
import { portFree } from '../../scripts/cluster/processes.mjs';

/** `count` free ports in a row (nginx, then the instances, then Redis): DEPLOY_TEST_PORT, or found. */
export async function freePorts(count: number): Promise<number> {
  const given = Number(process.env.DEPLOY_TEST_PORT);
  if (given) return given;
  for (let tries = 0; tries < 50; tries++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all(Array.from({ length: count }, (_, i) => portFree('127.0.0.1', base + i)));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`no ${count} free ports in a row`);
}

export const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `npm run cluster` as a person starts it (scripts/cluster.mjs), and everything it prints. */
export class ClusterRun {
  output = '';
  readonly process: ChildProcess;

  constructor(args: string[]) {
    this.process = spawn(process.execPath, ['scripts/cluster.mjs', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (c: Buffer) => {
      this.output += c.toString();
    };
    this.process.stdout?.on('data', keep);
    this.process.stderr?.on('data', keep);
  }

  /** The first match of `re` in what it printed from `from` on, as soon as it is printed. */
  waitFor(re: RegExp, from = 0): Promise<RegExpExecArray> {
    const out = this.process.stdout;
    return new Promise((resolve, reject) => {
      const look = () => {
        const m = re.exec(this.output.slice(from));
        if (m) {
          out?.off('data', look);
          resolve(m);
        }
      };
      out?.on('data', look);
      this.process.once('exit', () => reject(new Error(`npm run cluster stopped:\n${this.output}`)));
      look();
    });
  }

  /** The PID it printed for `name` (nginx, redis-server, instance-N), from `from` on. */
  pidOf(name: string, from = 0): number {
    return Number(new RegExp(`${name} at \\S+: PID (\\d+)`).exec(this.output.slice(from))?.[1]);
  }

  stop(): void {
    if (this.process.exitCode === null) this.process.kill('SIGTERM');
  }
}
