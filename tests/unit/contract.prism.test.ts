import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHttpServer, startFakeHttpServer } from '../../mirage/node/httpServer';
import type { OpenApiDocument } from '../../scripts/contract/openapi';
import { withHandler } from './backendHelpers';
import { type ContractRow, runContract } from '../../scripts/contract/runner';
import { contractCheck } from './contractCheck';
import { freePort } from '../freePort';
import { timeoutOf } from '../slower';

/**
 * A validator nobody here wrote agrees with the document: Prism (`prism proxy`, the request and response checks of
 * Stoplight) stands in front of `fake:serve` and checks every answer of a full --write contract run against
 * openapi.json. Prism names what it finds in each answer's `sl-violations` header and in its log. `--errors=false`:
 * the contract run sends invalid requests on purpose (a missing field, a bad mobile), which Prism must let through.
 */
const doc = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;
let fake: FakeHttpServer;
/** Prism as the issue ran it (answers forwarded whatever it finds), and with its request checks turned into errors. */
let lenient: Prism;
let strict: Prism;

interface Violation {
  location: string[];
  severity: string;
  message: string;
}

interface Prism {
  url: string;
  process: ChildProcess;
  /** Everything it printed so far. */
  log: string[];
}

async function startPrism(errors: boolean): Promise<Prism> {
  const port = await freePort();
  const args = ['proxy', 'openapi.json', fake.url, `--errors=${errors}`, '--host', '127.0.0.1', '--port', String(port)];
  const child = spawn('node_modules/.bin/prism', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism did not start:\n${log.join('')}`)), 45_000);
    const read = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (log.join('').includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`prism exited (${code}):\n${log.join('')}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child, log };
}

beforeAll(async () => {
  fake = await startFakeHttpServer({ port: 0, frozen: true, replyCheck: contractCheck });
  [lenient, strict] = await Promise.all([startPrism(false), startPrism(true)]);
}, timeoutOf(50_000));

afterAll(async () => {
  lenient?.process.kill();
  strict?.process.kill();
  await fake?.close();
});

/** The fake's clock is stopped: a wait for a trained voice moves it instead (straight to the fake, not via Prism). */
const advance = async (ms: number) => {
  fake.backend.clock.advance(ms);
};

/** A --write contract run through Prism, with the violations Prism named in each answer's header. */
async function throughPrism(): Promise<{ rows: ContractRow[]; violations: Violation[]; logged: string[] }> {
  const violations: Violation[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const res = await realFetch(input, init);
    const header = res.headers.get('sl-violations');
    if (header) violations.push(...(JSON.parse(header) as Violation[]));
    return res;
  });
  const before = lenient.log.join('').length;
  try {
    const rows = await runContract({ base: lenient.url, doc, write: true, pass: advance });
    const logged = lenient.log
      .join('')
      .slice(before)
      .split('\n')
      .filter((l) => /Violation: response/.test(l));
    return { rows, violations, logged };
  } finally {
    spy.mockRestore();
  }
}

const responseSide = (v: Violation[]) => v.filter((x) => x.location[0] === 'response');

describe('the contract run through Prism', () => {
  it(
    'finds 0 response violations in a full --write run, every call checked',
    async () => {
      const { rows, violations, logged } = await throughPrism();
      expect(rows.filter((r) => r.result !== 'pass')).toEqual([]);
      expect(rows.length).toBeGreaterThan(150);
      expect(responseSide(violations)).toEqual([]);
      expect(logged).toEqual([]);
      // Prism did look: the refusals the run provokes are requests it names as invalid.
      expect(violations.filter((v) => v.location[0] === 'request').length).toBeGreaterThan(10);
    },
    timeoutOf(40_000),
  );

  it(
    "names a response violation when a handler drifts (createAvatar's width as a string)",
    async () => {
      const { violations, logged } = await withHandler(
        '/avatar/createAvatar',
        (original) => (ctx) => {
          const reply = original(ctx);
          const data = reply.data as Record<string, unknown> | null;
          return data ? { ...reply, data: { ...data, width: String(data.width) } } : reply;
        },
        throughPrism,
        { unchecked: true },
      );
      // The envelope is a oneOf of success and failure: Prism names the field, then why neither branch matched.
      const messages = responseSide(violations).map((v) => v.message);
      expect(messages).toContain('Response body property data.width must be number');
      expect(messages.filter((m) => /data\.\w/.test(m))).toEqual(['Response body property data.width must be number']);
      expect(logged.join('\n')).toMatch(/width/);
    },
    timeoutOf(40_000),
  );

  it('with its request checks as errors, a missing or forged token still reaches the service: HTTP 200, code 204', async () => {
    // A security scheme in the document made Prism answer HTTP 401 itself, which the service never does.
    for (const token of [null, 'forged-token']) {
      const res = await fetch(`${strict.url}/membership/getMembershipInfo`, {
        headers: { platform: '5', 'accept-language': 'en', ...(token ? { token, 'x-token': token } : {}) },
      });
      expect(res.status, String(token)).toBe(200);
      expect(await res.json()).toMatchObject({ code: 204, data: null });
    }
    const login = await fetch(`${strict.url}/userInfo/loginByPwd`, {
      method: 'POST',
      headers: { platform: '5', 'content-type': 'application/json' },
      body: JSON.stringify({ mobilePhone: '13800000001', passWord: 'demo123' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const signedIn = await fetch(`${strict.url}/membership/getMembershipInfo`, {
      headers: { platform: '5', 'x-token': data.token },
    });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ code: 20000 });
  });
});
