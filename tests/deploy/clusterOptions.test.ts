import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { timeoutOf } from '../slower';

/** `npm run cluster` refuses what it cannot run in one line, exit code 2, before starting anything. */
const cluster = (args: string[]) => {
  const r = spawnSync(process.execPath, ['scripts/cluster.mjs', ...args], {
    encoding: 'utf8',
    timeout: timeoutOf(20_000),
  });
  return { status: r.status, lines: `${r.stdout}${r.stderr}`.trim().split('\n') };
};

describe('npm run cluster: options', () => {
  it.each([
    [['--instances', '0'], '--instances must be a whole number from 1 to 16'],
    [['--instances', 'two'], '--instances must be a whole number from 1 to 16'],
    [['--port', '65535'], '--port must be a port with 2 free ports after it'],
    [['--restart-delay', 'soon'], '--restart-delay: "soon" is not a duration such as 1s or 500ms'],
    [['--public-url', 'fake.example.com'], '--public-url: "fake.example.com" is not an address'],
    [['--bogus'], "npm run cluster: Unknown option '--bogus'"],
    [['--mode', 'both'], '--mode: "both" is not fake (fake:serve instances) or host (demo hosts sharing a Redis)'],
  ])('%j is refused in one line', (args, message) => {
    const r = cluster(args);
    expect(r.status).toBe(2);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toContain(message);
  });

  it("refuses nginx's port in use before starting an instance", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const r = cluster(['--instances', '1', '--port', String(port)]);
      expect(r.status).toBe(2);
      expect(r.lines).toEqual([`npm run cluster: port ${port} on 127.0.0.1 is in use: pass another --port`]);
    } finally {
      taken.close();
    }
  });
});
