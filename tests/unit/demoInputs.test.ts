// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Backend } from '../../mirage/backend';
import { createDemoApi } from '../../mirage/demoApi';
import { CLOCK_MAX, CLOCK_SPAN_MS } from '../../mirage/clock';
import { DemoInputError } from '../../mirage/demoInputs';
import { demoControl } from '../../mirage/node/demoControl';
import { controlBody } from '../../mirage/node/parse';
import { type FakeServer, REFERENCE_TIME } from '../../mirage/server';
import { type ServeProcess, startServe, stopServe } from '../fakeServeProcess';

/**
 * Every demo control refuses a body it cannot take, over HTTP and through window.__demo alike: a 400 (or a thrown
 * error) naming the field and what it takes, and the world as it was: no reset, no clock moved, no fault added.
 */

/** A world with something a reset would undo: a renamed person, a moved clock, a fault and chaos. */
function world() {
  const b = new Backend({ startAt: REFERENCE_TIME, speed: 0, seed: 7 });
  b.db.users[0].nickname = 'Changed by a call';
  b.clock.advance(60_000);
  b.faults.fail('/userInfo/getUserInfo', 50000, 2);
  b.faults.chaos = { rate: 0.1 };
  let resets = 0;
  let persists = 0;
  const control = demoControl(b, {
    reset: (seed, scenario) => {
      resets += 1;
      b.reset(seed ?? b.db.seed, scenario ?? 'default');
    },
    persist: () => {
      persists += 1;
    },
  });
  const snapshot = () =>
    JSON.stringify({ db: b.db, now: b.clock.now(), speed: b.clock.speed, f: b.faults.pending(), c: b.faults.chaos });
  return { b, control, snapshot, counts: () => ({ resets, persists }) };
}

/** A body as it arrives over HTTP: the raw bytes, read the way the server reads them. */
const raw = (text: string) => controlBody(Buffer.from(text, 'utf8'));

const BAD: Record<string, [string, RegExp][]> = {
  '/reset': [
    ['{"seed":"x"}', /^seed: an integer from 0/],
    ['{"seed":null}', /^seed: an integer from 0/],
    ['{"seed":1e309}', /^seed: an integer from 0/],
    ['{"seed":-1}', /^seed: an integer from 0/],
    ['{"seed":1.5}', /^seed: an integer from 0/],
    ['{"scenario":"__proto__"}', /^scenario: one of default/],
    ['{"sead":2}', /^sead: not a field of reset \(it takes seed, scenario\)/],
    ['[]', /^the body: a JSON object/],
    ['null', /^the body: a JSON object/],
    ['"x"', /^the body: a JSON object/],
    ['x', /^the body: a JSON object/],
  ],
  '/advance': [
    ['{}', /^ms: required, a number of milliseconds/],
    ['{"ms":-5}', /^ms: a number of milliseconds, 0 or more/],
    ['{"ms":"60000"}', /^ms: /],
    ['{"ms":1e308}', /^ms: a number of milliseconds, 0 or more, at most 3155760000000 \(100 years\)/],
    ['[]', /^the body: a JSON object, such as \{"ms": …\}/],
  ],
  '/speed': [
    ['{"factor":-1}', /^factor: a number, 0 or more/],
    ['{"factor":null}', /^factor: /],
    ['{"factor":1e308}', /^factor: a number, 0 or more \(0 stops the clock\), at most 1000/],
    ['{"factor":1001}', /^factor: .*at most 1000/],
    ['null', /^the body: /],
  ],
  '/fail': [
    ['{"path":"__proto__","fault":50000}', /^path: a call's path/],
    ['{"path":"/no/suchCall","fault":50000}', /^path: a call's path/],
    ['{"path":"/userInfo/getUserInfo","fault":"boom"}', /^fault: a code \(an integer\), "network" or "timeout"/],
    ['{"path":"/userInfo/getUserInfo","fault":50000,"times":0}', /^times: an integer, 1 or more/],
    ['{"path":"/userInfo/getUserInfo","fault":50000,"times":1e308}', /^times: an integer, 1 or more, at most/],
    ['{"path":"/userInfo/getUserInfo","fault":1e308}', /^fault: a code/],
    ['{"fault":50000}', /^path: required/],
    ['"x"', /^the body: /],
  ],
  '/chaos': [
    ['{"rate":2}', /^rate: a number from 0 to 1/],
    ['{"rate":-0.5}', /^rate: a number from 0 to 1/],
    ['{}', /^rate: required/],
  ],
  '/pay': [
    ['{"outcome":"refunded"}', /^outcome: paid, failed, expired, closed/],
    ['{"outcome":"paid","paymentId":7}', /^paymentId: a payment id/],
    ['[]', /^the body: /],
  ],
};

describe('the demo controls over HTTP refuse a body they cannot take, and change nothing', () => {
  for (const [path, cases] of Object.entries(BAD)) {
    it.each(cases)(`POST /__demo${path} %s: 400, the world untouched`, (body, says) => {
      const w = world();
      const before = w.snapshot();
      const out = w.control('POST', path, raw(body));
      expect(out.status).toBe(400);
      expect((out.body as { error: string }).error).toMatch(says);
      expect(w.snapshot()).toBe(before);
      expect(w.counts()).toEqual({ resets: 0, persists: 0 });
    });
  }

  it("an advance past the clock's edge (100 years from the reference date) is refused, the clock where it was", () => {
    const w = world();
    expect(w.control('POST', '/advance', raw(`{"ms":${CLOCK_SPAN_MS}}`)).status).toBe(400);
    const at = w.b.clock.now();
    const out = w.control('POST', '/advance', raw(`{"ms":${CLOCK_SPAN_MS - (at - REFERENCE_TIME)}}`));
    expect(out.status).toBe(200);
    const again = w.control('POST', '/advance', raw('{"ms":1}'));
    expect(again.status).toBe(400);
    expect((again.body as { error: string }).error).toMatch(/^ms: the clock goes at most to 2126-01-02/);
    expect(w.b.clock.now()).toBe(CLOCK_MAX);
  });

  it('takes the bodies it can: no body, a seed and a scenario, a fault on a call', () => {
    const w = world();
    expect(w.control('POST', '/reset', raw('')).status).toBe(200);
    expect(w.b.db.seed).toBe(7);
    expect(w.control('POST', '/reset', raw('{"seed":3,"scenario":"large"}')).status).toBe(200);
    expect([w.b.db.seed, w.b.db.scenario]).toEqual([3, 'large']);
    const fail = w.control('POST', '/fail', raw('{"path":"/api/userInfo/getUserInfo","fault":"network"}'));
    expect(fail.status).toBe(200);
    expect(w.b.faults.pending()).toEqual([{ path: '/userInfo/getUserInfo', fault: 'network', left: 1 }]);
    expect(w.control('POST', '/chaos', raw('{"rate":0.5}')).status).toBe(200);
  });
});

describe('window.__demo refuses the same inputs, and changes nothing', () => {
  const demo = () => {
    const w = world();
    const server: FakeServer = {
      backend: w.b,
      mode: 'test',
      persistence: 'none',
      shutdown: () => {},
      persist: () => {},
      reset: (seed, scenario) => w.b.reset(seed ?? w.b.db.seed, scenario ?? 'default'),
    };
    return { w, api: createDemoApi(server) };
  };
  const refusals: [string, (api: ReturnType<typeof createDemoApi>) => unknown, RegExp][] = [
    ['reset("x")', (api) => api.reset('x' as unknown as number), /^seed: /],
    ['reset(-1)', (api) => api.reset(-1), /^seed: /],
    ['reset(1.5)', (api) => api.reset(1.5), /^seed: /],
    ['reset(Infinity)', (api) => api.reset(Number.POSITIVE_INFINITY), /^seed: /],
    ['reset(1, "__proto__")', (api) => api.reset(1, '__proto__' as 'default'), /^scenario: /],
    ['advance(-1)', (api) => api.advance(-1), /^ms: /],
    ['advance(NaN)', (api) => api.advance(Number.NaN), /^ms: /],
    ['speed(-2)', (api) => api.speed(-2), /^factor: /],
    ['speed(1e308)', (api) => api.speed(1e308), /^factor: .*at most 1000/],
    ['advance(1e308)', (api) => api.advance(1e308), /^ms: .*at most/],
    ['fail("__proto__", 50000)', (api) => api.fail('__proto__', 50000), /^path: /],
    ['fail(call, "boom")', (api) => api.fail('/userInfo/getUserInfo', 'boom' as 'network'), /^fault: /],
    ['fail(call, 50000, 0)', (api) => api.fail('/userInfo/getUserInfo', 50000, 0), /^times: /],
    ['chaos(3)', (api) => api.chaos(3), /^rate: /],
    ['pay("refunded")', (api) => api.pay('refunded' as 'paid'), /^outcome: /],
  ];
  it.each(refusals)('%s throws naming the field; the world untouched', (_name, act, says) => {
    const { w, api } = demo();
    let resets = 0;
    api.onReset = () => {
      resets += 1;
    };
    const before = w.snapshot();
    expect(() => act(api)).toThrow(DemoInputError);
    expect(() => act(api)).toThrow(says);
    expect(w.snapshot()).toBe(before);
    expect(resets).toBe(0);
  });
});

describe('fake:serve answers 400 over the wire', () => {
  let serve: ServeProcess;
  beforeAll(async () => {
    serve = await startServe([]);
  });
  afterAll(async () => {
    if (serve) await stopServe(serve);
  });
  const send = async (path: string, body: string) => {
    const res = await fetch(`${serve.origin}/__demo${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: res.status, body: (await res.json()) as { error?: string; seed?: number } };
  };

  it('a reset with a bad seed or body, or a fault on no call, is refused and the world kept', async () => {
    expect((await send('/reset', '{"seed":5}')).status).toBe(200);
    await send('/advance', '{"ms":1000}');
    const state = async () => (await fetch(`${serve.origin}/__demo`)).json();
    const before = await state();
    for (const body of [
      '{"seed":"x"}',
      '{"seed":null}',
      '{"seed":1e309}',
      '[]',
      'null',
      '"x"',
      '{"seed":-1}',
      '{"seed":1.5}',
    ]) {
      const out = await send('/reset', body);
      expect(out.status, body).toBe(400);
      expect(out.body.error, body).toMatch(/^(seed|the body): /);
    }
    const fault = await send('/fail', '{"path":"__proto__","fault":50000}');
    expect(fault.status).toBe(400);
    expect(fault.body.error).toMatch(/^path: /);
    expect(await state()).toEqual(before);
  });
});
