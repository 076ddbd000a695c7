import { isScenario, SCENARIO_NAMES } from '../scenarios';
import { SERVE_SESSION_POLICY } from '../sessions';
import {
  CliError,
  type OptionSpec,
  parseCount,
  parseFileName,
  parseHttpUrl,
  parseOrigins,
  parsePort,
  parseSeed,
  parseSpeed,
  positiveDuration,
  positiveSize,
  readArgs,
} from './cliValues';
import type { FakeHttpOptions } from './httpServer';
import { NODE_VIDEO } from './videoRate';

/** What `npm run fake:serve -- --help` prints: every option, its default, and what it does. */
export const SERVE_USAGE = `usage: npm run fake:serve -- [options]     (node scripts/fake-serve.mjs [options])

The fake service over HTTP, under /api (PORT or --port, 3100); its demo controls under /__demo.

  --seed N                 the seed's data (0 to ${2 ** 32 - 1}; default 1)
  --scenario NAME          ${SCENARIO_NAMES.join(', ')} (default default)
  --speed F                the clock's speed, 0 (stopped) to 1000 (default 1, real time)
  --frozen                 the reference date, clock stopped, as in tests
  --host ADDRESS           where to listen (default 127.0.0.1; 0.0.0.0 for other machines)
  --port N                 0 to 65535 (default PORT or 3100; 0 picks a free one)
  --persist FILE           keep every world's data in FILE (each sandbox beside it), written before a write answers
  --reset                  with --persist: start from the seed, the old file kept as FILE.bak
  --max-body SIZE          larger request bodies answer 413 (default 10mb)
  --max-inflight SIZE      all bodies being read at once; over it 503 (default 64mb)
  --header-timeout TIME    to send a request's headers (default 10s); --body-timeout TIME the whole request (30s)
  --sandbox-idle TIME      drop a sandbox (X-Fake-Sandbox) unused this long (default 1h)
  --max-sandboxes N        at the cap a new sandbox answers 503 (default 20)
  --session-ttl TIME       a token's lifetime on the fake's clock (default 7d)
  --max-sessions N         per world (default 10000); --max-account-sessions N per account (default 100)
  --max-storage SIZE       uploaded objects kept per world (default 128mb)
  --public-url URL         the address clients reach the server at (behind a proxy), for media addresses
  --allow-origin ORIGINS   pages of these origins may use /__demo (repeatable, or a comma list; * for any);
                           this machine's (localhost, *.localhost, 127.0.0.1) always may, and /api answers any
  --repeatable-tokens      tokens without their random part: the same on every run
  --instance NAME          every answer's X-Fake-Instance (default host:port): which instance answered, behind nginx
  --video-fps N            frames a second of the videos it makes, 1 to 25 (default 25; 5 makes them 5x faster, as
                           the browser's test mode does)
  --help                   this text

SIZE: 10mb, 512k, 1048576 (bytes). TIME: 90s, 30m, 7d, 3600000 (ms). Every value above 0.`;

const SPEC: Record<string, OptionSpec> = {
  seed: { type: 'string' },
  scenario: { type: 'string' },
  speed: { type: 'string' },
  frozen: { type: 'boolean' },
  persist: { type: 'string' },
  reset: { type: 'boolean' },
  host: { type: 'string' },
  port: { type: 'string' },
  'max-body': { type: 'string' },
  'sandbox-idle': { type: 'string' },
  'max-sandboxes': { type: 'string' },
  'session-ttl': { type: 'string' },
  'max-sessions': { type: 'string' },
  'max-storage': { type: 'string' },
  'max-inflight': { type: 'string' },
  'header-timeout': { type: 'string' },
  'body-timeout': { type: 'string' },
  'max-account-sessions': { type: 'string' },
  'public-url': { type: 'string' },
  'allow-origin': { type: 'string', multiple: true },
  'repeatable-tokens': { type: 'boolean' },
  instance: { type: 'string' },
  'video-fps': { type: 'string' },
};

/**
 * fake:serve's command line (and PORT) read into the server's options, or 'help'. A value out of its range is a
 * CliError of one line naming the option: nothing is taken and misread.
 */
export function readServeArgs(argv: readonly string[], env: { PORT?: string } = {}): FakeHttpOptions | 'help' {
  const v = readArgs('fake:serve', argv, SPEC);
  if (v === 'help') return v;
  const text = (name: string): string | undefined => v[name] as string | undefined;
  const opt = <T>(name: string, read: (t: string) => T): T | undefined => {
    const t = text(name);
    return t === undefined ? undefined : read(t);
  };
  const scenario = text('scenario');
  if (scenario !== undefined && !isScenario(scenario)) {
    throw new CliError(`--scenario: "${scenario}" is not one of ${SCENARIO_NAMES.join(', ')}`);
  }
  if (v.reset && v.persist === undefined) {
    throw new CliError('--reset starts a --persist file over: give the file with --persist');
  }
  const host = text('host');
  if (host !== undefined && !/^[\w.:[\]-]+$/.test(host)) {
    throw new CliError(`--host: "${host}" is not an address to listen on, such as 0.0.0.0`);
  }
  const port = text('port') ?? env.PORT;
  return {
    port: port === undefined ? 3100 : parsePort(text('port') === undefined ? 'PORT' : '--port', port),
    host: host ?? '127.0.0.1',
    seed: opt('seed', parseSeed),
    scenario,
    speed: opt('speed', parseSpeed),
    frozen: v.frozen === true,
    persistFile: opt('persist', (t) => parseFileName('--persist', t)),
    reset: v.reset === true,
    maxBody: opt('max-body', (t) => positiveSize('--max-body', t)),
    maxInflight: opt('max-inflight', (t) => positiveSize('--max-inflight', t)),
    headerTimeoutMs: opt('header-timeout', (t) => positiveDuration('--header-timeout', t)),
    bodyTimeoutMs: opt('body-timeout', (t) => positiveDuration('--body-timeout', t)),
    sandboxIdleMs: opt('sandbox-idle', (t) => positiveDuration('--sandbox-idle', t)),
    maxSandboxes: opt('max-sandboxes', (t) => parseCount('--max-sandboxes', t)),
    sessions: {
      ttlMs: opt('session-ttl', (t) => positiveDuration('--session-ttl', t)) ?? SERVE_SESSION_POLICY.ttlMs,
      cap: opt('max-sessions', (t) => parseCount('--max-sessions', t)) ?? SERVE_SESSION_POLICY.cap,
      perAccount:
        opt('max-account-sessions', (t) => parseCount('--max-account-sessions', t)) ?? SERVE_SESSION_POLICY.perAccount,
    },
    mediaCapBytes: opt('max-storage', (t) => positiveSize('--max-storage', t)),
    publicUrl: opt('public-url', (t) => parseHttpUrl('--public-url', t)),
    allowOrigins: parseOrigins((v['allow-origin'] as string[] | undefined) ?? []),
    tokens: v['repeatable-tokens'] ? 'repeatable' : 'unique',
    instance: text('instance'),
    videoFps: opt('video-fps', parseVideoFps),
  };
}

/** --video-fps: the frames a second of the videos made in Node (fake:serve's, the demo host's), 1 to NODE_VIDEO's. */
export function parseVideoFps(text: string): number {
  const fps = parseCount('--video-fps', text);
  if (fps > NODE_VIDEO.fps) throw new CliError(`--video-fps: ${text} is more than ${NODE_VIDEO.fps}`);
  return fps;
}
