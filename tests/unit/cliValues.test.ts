import { describe, expect, it } from 'vitest';
import {
  CliError,
  formatWait,
  parseCount,
  parseFileName,
  parseHttpUrl,
  parseOrigins,
  parseSeed,
  parseSpeed,
  positiveDuration,
  positiveSize,
  readArgs,
} from '../../mirage/node/cliValues';
import { demoOriginAllowed, isLocalOrigin } from '../../mirage/node/origins';
import { readServeArgs, SERVE_USAGE } from '../../mirage/node/serveArgs';
import { CONTRACT_USAGE, readContractArgs } from '../../scripts/contract/args';

/** One line, naming what is wrong: what fake:serve and contract print before exiting with code 2. */
const refusal = (act: () => unknown): string => {
  try {
    act();
  } catch (e) {
    expect(e).toBeInstanceOf(CliError);
    const line = (e as Error).message;
    expect(line).not.toContain('\n');
    return line;
  }
  throw new Error('not refused');
};

describe('reading a command line', () => {
  const spec = {
    seed: { type: 'string' as const },
    frozen: { type: 'boolean' as const },
    h: { type: 'string' as const, multiple: true },
  };

  it('takes --name value, --name=value, switches and repeated options; --help anywhere is the usage', () => {
    expect(readArgs('x', ['--seed', '7', '--frozen', '--h', 'a', '--h=b'], spec)).toEqual({
      seed: '7',
      frozen: true,
      h: ['a', 'b'],
    });
    expect(readArgs('x', ['--seed=-1'], spec)).toEqual({ seed: '-1' });
    expect(readArgs('x', ['--seed', '1', '--seed', '2'], spec)).toEqual({ seed: '2' });
    expect(readArgs('x', ['--seed', '-1'], spec)).toEqual({ seed: '-1' });
    expect(readArgs('x', ['--seed', '7', '--help'], spec)).toBe('help');
    expect(readArgs('x', ['-h'], spec)).toBe('help');
  });

  it('refuses an unknown option, a bare argument, a missing value, a value to a switch', () => {
    expect(refusal(() => readArgs('fake:serve', ['--sed', '7'], spec))).toBe(
      'fake:serve: unknown option --sed (fake:serve --help lists the options)',
    );
    expect(refusal(() => readArgs('fake:serve', ['7'], spec))).toMatch(/^fake:serve: unexpected argument "7"/);
    expect(refusal(() => readArgs('fake:serve', ['--seed'], spec))).toBe('fake:serve: --seed needs a value');
    expect(refusal(() => readArgs('fake:serve', ['--seed', '--frozen'], spec))).toBe(
      'fake:serve: --seed needs a value',
    );
    expect(refusal(() => readArgs('fake:serve', ['--frozen=yes'], spec))).toBe('fake:serve: --frozen takes no value');
    expect(refusal(() => readArgs('fake:serve', ['--__proto__', '1'], spec))).toMatch(/unknown option --__proto__/);
  });
});

describe('the rule of each value', () => {
  it('counts: whole numbers in their range, never NaN, Infinity or 0 where a count is meant', () => {
    expect(parseCount('--max-sandboxes', '20')).toBe(20);
    for (const bad of ['abc', '-1', '0', '1.5', '1e3', '', '99999999999999999999']) {
      expect(refusal(() => parseCount('--max-sandboxes', bad))).toMatch(
        /^--max-sandboxes: ".*" is not a whole number 1 or more$/,
      );
    }
    expect(parseSeed('0')).toBe(0);
    expect(refusal(() => parseSeed('abc'))).toBe('--seed: "abc" is not a whole number from 0 to 4294967295');
    expect(refusal(() => parseSeed('4294967296'))).toMatch(/^--seed: /);
  });

  it('the speed: 0 to 1,000', () => {
    expect(parseSpeed('0')).toBe(0);
    expect(parseSpeed('60')).toBe(60);
    expect(parseSpeed('0.5')).toBe(0.5);
    for (const bad of ['abc', '-1', '1001', '1e308', 'Infinity', '']) {
      expect(refusal(() => parseSpeed(bad))).toMatch(/^--speed: ".*" is not a speed from 0 \(stopped\) to 1000/);
    }
  });

  it('sizes and durations: above 0 and finite', () => {
    expect(positiveSize('--max-body', '10mb')).toBe(10 * 1024 * 1024);
    expect(positiveDuration('--session-ttl', '7d')).toBe(7 * 86_400_000);
    expect(refusal(() => positiveSize('--max-body', '0'))).toBe('--max-body: "0" is not a size above 0, such as 10mb');
    expect(refusal(() => positiveDuration('--session-ttl', '0'))).toMatch(
      /^--session-ttl: "0" is not a duration above 0/,
    );
    expect(refusal(() => positiveSize('--max-storage', 'lots'))).toBe(
      '--max-storage: "lots" is not a size such as 10mb',
    );
    expect(refusal(() => positiveSize('--max-storage', `${'9'.repeat(400)}gb`))).toMatch(/^--max-storage: /);
    expect(refusal(() => positiveDuration('--sandbox-idle', '-5s'))).toMatch(/^--sandbox-idle: /);
  });

  it('a file name, an address, origins', () => {
    expect(parseFileName('--persist', 'data.json')).toBe('data.json');
    expect(refusal(() => parseFileName('--persist', ''))).toBe('--persist: "" is not a file name, such as data.json');
    expect(parseHttpUrl('--public-url', 'https://fake.example.com/')).toBe('https://fake.example.com/');
    for (const bad of [
      'https://x.com/"><script>',
      "https://x.com/'a'",
      'fake.example.com',
      'ftp://x.com',
      'https://',
    ]) {
      expect(refusal(() => parseHttpUrl('--public-url', bad))).toMatch(/^--public-url: .* is not an address/);
    }
    expect(parseOrigins(['https://qa.example.com,http://10.0.0.5:8080', '*'])).toEqual([
      'https://qa.example.com',
      'http://10.0.0.5:8080',
      '*',
    ]);
    expect(refusal(() => parseOrigins(['qa.example.com']))).toMatch(
      /^--allow-origin: "qa.example.com" is not an origin/,
    );
    expect(refusal(() => parseOrigins(['https://qa.example.com/path']))).toMatch(/is not an origin/);
  });

  it('a wait, as the refusal at the sandbox cap says it', () => {
    expect(formatWait(900)).toBe('1s');
    expect(formatWait(125_000)).toBe('2m 5s');
    expect(formatWait(3_599_001)).toBe('1h 0m');
    expect(formatWait(7_199_000)).toBe('2h 0m');
  });
});

describe("fake:serve's and contract's command lines", () => {
  it('fake:serve reads its options into the server options, with the documented defaults', () => {
    const o = readServeArgs(
      ['--seed', '7', '--speed', '60', '--max-sandboxes', '3', '--allow-origin', 'https://qa.example.com', '--frozen'],
      {},
    );
    expect(o).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      seed: 7,
      speed: 60,
      maxSandboxes: 3,
      frozen: true,
      allowOrigins: ['https://qa.example.com'],
      sessions: { ttlMs: 7 * 86_400_000, cap: 10_000, perAccount: 100 },
    });
    expect(readServeArgs([], { PORT: '4000' })).toMatchObject({ port: 4000 });
    expect(refusal(() => readServeArgs([], { PORT: 'x' }))).toMatch(/^PORT: /);
    expect(readServeArgs(['--help'])).toBe('help');
    expect(SERVE_USAGE).toContain('--allow-origin');
    expect(readServeArgs(['--video-fps', '5'], {})).toMatchObject({ videoFps: 5 });
    expect(readServeArgs([], {})).toMatchObject({ videoFps: undefined });
    expect(SERVE_USAGE).toContain('--video-fps');
  });

  it('fake:serve refuses each value the issue found accepted and then misread', () => {
    const cases: [string[], RegExp][] = [
      [['--seed', 'abc'], /^--seed: /],
      [['--speed', 'abc'], /^--speed: /],
      [['--speed', '-1'], /^--speed: /],
      [['--max-sandboxes', 'abc'], /^--max-sandboxes: /],
      [['--max-sandboxes', '-1'], /^--max-sandboxes: /],
      [['--max-sandboxes', '0'], /^--max-sandboxes: /],
      [['--max-sessions', '0'], /^--max-sessions: /],
      [['--max-account-sessions', '0'], /^--max-account-sessions: /],
      [['--session-ttl', '0'], /^--session-ttl: /],
      [['--persist', ''], /^--persist: /],
      [['--public-url', 'https://x.com/"<b>'], /^--public-url: /],
      [['--max-inflight', '0'], /^--max-inflight: /],
      [['--scenario', '__proto__'], /^--scenario: "__proto__" is not one of default, empty, large$/],
      [['--reset'], /^--reset starts a --persist file over/],
      [['--port', '70000'], /^--port: /],
      [['--video-fps', '0'], /^--video-fps: /],
      [['--video-fps', '26'], /^--video-fps: 26 is more than 25$/],
      [['--video-fps', 'fast'], /^--video-fps: /],
    ];
    for (const [argv, says] of cases)
      expect(
        refusal(() => readServeArgs(argv)),
        argv.join(' '),
      ).toMatch(says);
  });

  it('contract: --base required and an address, the account and headers in their forms', () => {
    expect(readContractArgs(['--base', 'http://127.0.0.1:3100/api/', '--header', 'X-Fake-Sandbox: run-1'])).toEqual({
      base: 'http://127.0.0.1:3100/api',
      write: false,
      account: undefined,
      domain: undefined,
      demo: undefined,
      headers: { 'X-Fake-Sandbox': 'run-1' },
    });
    expect(readContractArgs(['--help'])).toBe('help');
    expect(CONTRACT_USAGE).toContain('--base URL');
    expect(refusal(() => readContractArgs([]))).toMatch(/^contract: --base is required/);
    expect(refusal(() => readContractArgs(['--base', 'x']))).toMatch(/^--base: "x" is not an address/);
    expect(refusal(() => readContractArgs(['--base', 'http://h/api', '--account', 'nopass']))).toMatch(/^--account: /);
    expect(refusal(() => readContractArgs(['--base', 'http://h/api', '--header', 'novalue']))).toMatch(/^--header: /);
  });
});

describe('which pages may use the demo controls', () => {
  it("this machine's origins always, others only when named, a request without an Origin always", () => {
    for (const o of [
      'http://localhost:5173',
      'http://acme.localhost:4174',
      'http://127.0.0.1:3100',
      'https://[::1]:8443',
    ]) {
      expect(isLocalOrigin(o), o).toBe(true);
    }
    for (const o of ['https://evil.example', 'http://localhost.evil.example', 'null', 'file://', 'http://127.0.0.2']) {
      expect(isLocalOrigin(o), o).toBe(false);
    }
    const allowed = demoOriginAllowed(['https://qa.example.com']);
    expect(allowed(undefined)).toBe(true);
    expect(allowed('http://localhost:4174')).toBe(true);
    expect(allowed('https://qa.example.com')).toBe(true);
    expect(allowed('https://evil.example')).toBe(false);
    expect(demoOriginAllowed(['*'])('https://evil.example')).toBe(true);
  });
});
