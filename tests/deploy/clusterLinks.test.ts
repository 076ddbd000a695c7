import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeoutOf } from '../slower';
import { portFree } from '../../scripts/cluster/processes.mjs';
import { alive, ClusterRun, freePorts } from './clusterRun';

/**
 * `npm run cluster -- --mode host`: two demo hosts behind nginx, their demo links in one Redis. A link made through
 * one instance opens through nginx wherever its opening lands, its events reach the seller through either instance,
 * a revocation through one holds on the other, and kill -9 of an instance loses no acknowledged link write.
 */
const AGENT = '13800000004';
const PROSPECT = '13800000005';

let run: ClusterRun;
let origin = '';

/** A seller signed in to their own sandbox, and the instance it lives on. */
interface Seller {
  sandbox: string;
  token: string;
  instance: string;
}
async function signIn(sandbox: string): Promise<Seller> {
  const res = await fetch(`${origin}/api/userInfo/loginByPwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fake-sandbox': sandbox },
    body: JSON.stringify({ mobilePhone: AGENT, passWord: 'demo123' }),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return { sandbox, token, instance: res.headers.get('x-fake-instance') ?? '' };
}
const links = (s: Seller, path = '', body?: unknown) =>
  fetch(`${origin}/__demo/links${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-fake-sandbox': s.sandbox, token: s.token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const makeLink = async (s: Seller, label: string) => {
  const res = await links(s, '', {
    label,
    language: 'es',
    account: PROSPECT,
    page: '/digital',
    expiresAt: new Date(Date.now() + 7 * 864e5).toISOString(),
  });
  expect([res.status, res.headers.get('x-fake-instance')]).toEqual([201, s.instance]);
  return (await res.json()) as { id: string; url: string };
};
const jarOf = (res: Response, jar = '') => {
  const kept = new Map(jar ? jar.split('; ').map((c) => c.split('=') as [string, string]) : []);
  for (const c of res.headers.getSetCookie()) {
    const [pair = ''] = c.split(';');
    const eq = pair.indexOf('=');
    kept.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return [...kept].map(([k, v]) => `${k}=${v}`).join('; ');
};

/** Opens a link as a fresh browser does through nginx, following the host's redirects with the cookies it sets. */
async function openAsProspect(url: string) {
  const first = await fetch(url, { redirect: 'manual' });
  const steps = [
    { status: first.status, location: first.headers.get('location'), instance: first.headers.get('x-fake-instance') },
  ];
  let jar = jarOf(first);
  const back = await fetch(new URL(first.headers.get('location') ?? '', url), {
    redirect: 'manual',
    headers: { cookie: jar },
  });
  steps.push({
    status: back.status,
    location: back.headers.get('location'),
    instance: back.headers.get('x-fake-instance'),
  });
  jar = jarOf(back, jar);
  const me = await meAs(jar);
  return { steps, jar, mobile: me.mobile, instance: me.instance };
}
/** The prospect's console asking who is signed in, with the session its cookies hold, as the console sends it. */
async function meAs(jar: string) {
  const cookie = (name: string) => decodeURIComponent(new RegExp(`${name}=([^;]+)`).exec(jar)?.[1] ?? '');
  const ids = JSON.parse(cookie('Auth-Ids') || '{}') as { userId: string; tokenId: string };
  const me = await fetch(`${origin}/api/userInfo/getUserInfo?userId=${ids.userId}`, {
    headers: { cookie: jar, token: cookie('Admin-Token'), userId: ids.userId, tokenId: ids.tokenId, platform: '5' },
  });
  const read = (await me.json()) as { code: number; data: { mobile: string } | null };
  return { code: read.code, mobile: read.data?.mobile, instance: me.headers.get('x-fake-instance') ?? '' };
}
const view = (jar: string, v: unknown) =>
  fetch(`${origin}/__demo/view`, { method: 'POST', headers: { cookie: jar }, body: JSON.stringify(v) });

let base = 0;
/** The instance that answers a call with no sandbox (a fresh browser's first request), and the other. */
let front = '';
let other = '';
/** The same agent signed in on each instance (their sandboxes on each). */
const sellers: Record<string, Seller> = {};

beforeAll(async () => {
  base = await freePorts(4);
  origin = `http://127.0.0.1:${base}`;
  const dir = mkdtempSync(join(tmpdir(), 'host-cluster-test-'));
  const dist = join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title></title></head><body>console</body></html>',
  );
  const restart = `${timeoutOf(2000)}ms`;
  const args = ['--instances', '2', '--port', String(base), '--persist-dir', join(dir, 'data'), '--mode', 'host'];
  run = new ClusterRun([...args, '--restart-delay', restart, '--', '--dist', dist]);
  await run.waitFor(/Ctrl-C stops them all/);
  front = (await fetch(`${origin}/api/packageInfo/getPackageListForSale`)).headers.get('x-fake-instance') ?? '';
  other = front === 'instance-1' ? 'instance-2' : 'instance-1';
  for (let i = 0; i < 40 && Object.keys(sellers).length < 2; i++) {
    const s = await signIn(`seller-${i}`);
    sellers[s.instance] ??= s;
  }
}, timeoutOf(90_000));
afterAll(() => {
  run.stop();
});

describe('npm run cluster -- --mode host: demo hosts behind nginx, their links in one Redis', () => {
  it("starts Redis on the port after the instances', every write synced before it is answered", () => {
    expect(run.output).toMatch(
      new RegExp(
        `redis-server at redis://127\\.0\\.0\\.1:${base + 3}/0: PID \\d+ \\(config \\S+: appendonly yes, appendfsync always`,
      ),
    );
    for (const name of ['nginx', 'redis-server', 'instance-1', 'instance-2'])
      expect(alive(run.pidOf(name)), name).toBe(true);
    expect(Object.keys(sellers).sort()).toEqual(['instance-1', 'instance-2']);
  });

  let made = { id: '', url: '' };
  let prospect = { jar: '', instance: '' };
  /** The prospect's opening's number in the seller's list (the last one made before a cookie-less browser's). */
  let prospectN = 0;
  it('a link made on one instance opens through nginx on the other: the world is made where its cookie routes', async () => {
    made = await makeLink(sellers[front] as Seller, 'Acme – Jane');
    expect(made.url).toBe(`${origin}/l/${made.id}`);
    // Each opening's sandbox has a random name: open until one lands on the instance that did not make the link.
    for (let i = 0; i < 12 && prospect.instance !== other; i++) {
      const o = await openAsProspect(made.url);
      // A fresh browser's opening reaches the default world's instance, which sends it back with its cookie; then
      // the instance that cookie routes to makes the world and signs the link's account in.
      expect(o.steps[0]).toEqual({ status: 303, location: `/l/${made.id}?back`, instance: front });
      expect(o.steps[1]?.status).toBe(303);
      expect(o.steps[1]?.location).toBe('/#/digital');
      expect(o.mobile).toBe(PROSPECT);
      expect(o.steps[1]?.instance).toBe(o.instance);
      prospect = o;
    }
    expect(prospect.instance).toBe(other);
    // A browser that keeps no cookie is told so once, not sent round again making an opening each time.
    const count = async () =>
      (
        (await (await links(sellers[front] as Seller)).json()) as { links: { id: string; openings: number }[] }
      ).links.find((l) => l.id === made.id)?.openings;
    const before = await count();
    prospectN = before ?? 0;
    const first = await fetch(made.url, { redirect: 'manual' });
    const back = await fetch(new URL(first.headers.get('location') ?? '', made.url), { redirect: 'manual' });
    expect(back.status).toBe(400);
    expect(await back.text()).toContain('data-link-state="cookies"');
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it("the opening's events reach the seller's timeline through either instance", async () => {
    expect((await view(prospect.jar, { kind: 'page', page: '/digital' })).status).toBe(204);
    expect((await view(prospect.jar, { kind: 'action', action: 'play' })).status).toBe(204);
    expect((await view(prospect.jar, { kind: 'end' })).status).toBe(204);
    for (const at of [front, other]) {
      const res = await links(sellers[at] as Seller, `/${made.id}/events`);
      expect(res.headers.get('x-fake-instance')).toBe(at);
      const events = (await res.json()) as { openings: { timeline: { kind: string }[] }[] };
      const last = events.openings[prospectN - 1];
      expect(
        last?.timeline.map((e) => e.kind),
        at,
      ).toEqual(['opened', 'page', 'action', 'end']);
      const listed = (await (await links(sellers[at] as Seller)).json()) as {
        links: { id: string; openings: number }[];
      };
      expect(listed.links.find((l) => l.id === made.id)?.openings).toBe(events.openings.length);
    }
    const csv = await (await links(sellers[other] as Seller, `/${made.id}/events?format=csv`)).text();
    expect(csv).toMatch(/\n\d+,[^,]+,page,\/digital,,\d+,,\n/);
  });

  it("the seller resets the opening through the other instance; the prospect's world starts again", async () => {
    // The world holding the old session is gone: the prospect comes back by the link to the new one.
    expect(await meAs(prospect.jar)).toMatchObject({ code: 20000, instance: other });
    const res = await links(sellers[front] as Seller, `/${made.id}/openings/${prospectN}/reset`, {});
    expect([res.status, res.headers.get('x-fake-instance')]).toEqual([200, front]);
    expect((await meAs(prospect.jar)).code).not.toBe(20000);
    const back = await fetch(made.url, { redirect: 'manual', headers: { cookie: prospect.jar } });
    expect([back.status, back.headers.get('location'), back.headers.get('x-fake-instance')]).toEqual([
      303,
      '/#/digital',
      other,
    ]);
    prospect.jar = jarOf(back, prospect.jar);
    expect(await meAs(prospect.jar)).toMatchObject({ code: 20000, mobile: PROSPECT, instance: other });
  });

  it('a revocation through one instance holds on the other, for new openings and the opened world', async () => {
    const res = await links(sellers[other] as Seller, `/${made.id}/revoke`, {});
    expect([res.status, res.headers.get('x-fake-instance')]).toEqual([200, other]);
    const fresh = await fetch(made.url, { redirect: 'manual' });
    expect([fresh.status, fresh.headers.get('x-fake-instance')]).toEqual([410, front]);
    expect(await fresh.text()).toContain('data-link-state="revoked"');
    const api = await fetch(`${origin}/api/userInfo/getUserInfo`, { headers: { cookie: prospect.jar } });
    expect([api.status, api.headers.get('x-fake-instance')]).toEqual([410, other]);
  });

  it(
    'kill -9 of an instance loses no acknowledged link write: the other reads them at once, the restarted one too',
    async () => {
      const victim = sellers['instance-2'] as Seller;
      const survivor = sellers['instance-1'] as Seller;
      const written = await Promise.all(['Kept 1', 'Kept 2', 'Kept 3', 'Kept 4'].map((l) => makeLink(victim, l)));
      const extended = new Date(Date.now() + 30 * 864e5).toISOString();
      expect((await links(victim, `/${written[0]?.id}/extend`, { expiresAt: extended })).status).toBe(200);
      const from = run.output.length;
      process.kill(run.pidOf('instance-2'), 'SIGKILL');
      await run.waitFor(/instance-2 \(PID \d+\) stopped \(SIGKILL\)/, from);
      const listed = async (s: Seller) =>
        ((await (await links(s)).json()) as { links: { id: string; expiresAt: number }[] }).links;
      const seen = await listed(survivor);
      for (const w of written) expect(seen.map((l) => l.id)).toContain(w.id);
      expect(seen.find((l) => l.id === written[0]?.id)?.expiresAt).toBe(Date.parse(extended));
      await run.waitFor(/instance-2 at \S+: PID \d+, --persist \S+ \(restarted\)/, from);
      const after = await listed(victim);
      for (const w of written) expect(after.map((l) => l.id)).toContain(w.id);
    },
    timeoutOf(60_000),
  );

  it(
    'stops nginx, every instance and Redis on Ctrl-C',
    async () => {
      const pids = [run.pidOf('nginx'), run.pidOf('redis-server'), run.pidOf('instance-1')];
      const exited = new Promise<number | null>((resolve) => run.process.once('exit', resolve));
      run.process.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(pids.filter(alive)).toEqual([]);
      expect(await portFree('127.0.0.1', base + 3)).toBe(true);
    },
    timeoutOf(30_000),
  );
});
