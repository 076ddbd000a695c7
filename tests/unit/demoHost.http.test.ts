import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoHost, startDemoHost } from '../../mirage/host/demoHost';
import { HostJournal, hostFileOf } from '../../mirage/host/hostJournal';
import { MAX_WRONG_TRIES } from '../../mirage/host/passcode';
import { verifySignature } from '../../mirage/host/signature';
import { clearMediaStore } from '../../mirage/mediaStore';
import { mediaScope } from '../../mirage/node/worlds';
import { VIEW_SILENCE_MS } from '../../src/domain/demoLinks';
import { ALL_MESSAGES } from '../../src/i18n/allMessages';
import { EDIT_MS, QUEUE_MS } from '../../src/domain/task';
import { timeoutOf } from '../slower';

/** The demo host over HTTP, in this process: links, their enforcement, openings, views, the webhook, persistence. */
const dir = mkdtempSync(join(tmpdir(), 'demo-host-'));
const dist = join(dir, 'dist');
const file = join(dir, 'demo.json');
let host: DemoHost;
let hook: Server;
const received: { body: string; signature: string | undefined }[] = [];

beforeAll(async () => {
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dist);
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title></title></head><body>console</body></html>',
  );
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ body, signature: req.headers['x-demo-signature'] as string | undefined });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  const address = hook.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  host = await startDemoHost({
    port: 0,
    distDir: dist,
    persistFile: file,
    movableClock: true,
    webhook: { url: `http://127.0.0.1:${port}/hook`, secret: 'whsec', backoffMs: [50] },
    // These are tests of the links: a work ends on the clock rather than when its video is made (fake:serve's videos
    // have their own test, fakeServe.video).
    videos: false,
  });
}, timeoutOf(30_000));

afterAll(async () => {
  await host?.close();
  await new Promise((r) => hook?.close(r));
});

const signIn = async (mobile: string): Promise<string> => {
  const res = await fetch(`${host.url}/api/userInfo/loginByPwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobilePhone: mobile, passWord: 'demo123' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
};
const call = (path: string, token: string, body?: unknown) =>
  fetch(`${host.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const inAWeek = () => new Date(Date.now() + 7 * 864e5).toISOString();
const makeLink = async (token: string, extra: Record<string, unknown> = {}) => {
  const res = await call('/__demo/links', token, {
    label: 'Acme – Jane',
    language: 'es',
    account: '13800000005',
    page: '/digital',
    expiresAt: inAWeek(),
    ...extra,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string };
};
/** Opens a link as a fresh browser would (no cookie): the answer, and the cookies it sets. */
const open = async (id: string, init: RequestInit = {}) => {
  const res = await fetch(`${host.url}/l/${id}`, { redirect: 'manual', ...init });
  const cookies = res.headers.getSetCookie();
  const jar = cookies.map((c) => c.split(';')[0]).join('; ');
  return { res, cookies, jar };
};
/** The sandbox an opening's cookies name. */
const sandboxOf = (jar: string): string => /fake_sandbox=(p[0-9a-f]{32})/.exec(jar)?.[1] ?? '';
/** The console's session headers of an opening's cookies. */
const sessionOf = (jar: string) => {
  const cookie = (name: string) => decodeURIComponent(new RegExp(`${name}=([^;]+)`).exec(jar)?.[1] ?? '');
  const ids = JSON.parse(cookie('Auth-Ids') || '{}') as { userId: string; tokenId: string };
  return { cookie: jar, token: cookie('Admin-Token'), userId: ids.userId, tokenId: ids.tokenId, platform: '5' };
};
const webhookOf = async (label: string, type: string) => {
  for (let i = 0; i < 100 && !received.some((r) => r.body.includes(label) && r.body.includes(type)); i++)
    await new Promise((r) => setTimeout(r, 20));
  const hit = received.find((r) => r.body.includes(label) && r.body.includes(type));
  return hit ? (JSON.parse(hit.body) as Record<string, unknown>) : null;
};
const tryPasscode = (id: string, passcode: string) =>
  open(id, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ passcode }).toString(),
  });

describe('demo links over HTTP', () => {
  let agent = '';
  beforeAll(async () => {
    agent = await signIn('13800000004');
  });

  it('need a seller token; a bad body answers 400 naming the field', async () => {
    expect((await call('/__demo/links', 'nope')).status).toBe(401);
    expect((await call('/__demo/links', await signIn('13800000005'))).status).toBe(403);
    const bad = await call('/__demo/links', agent, {
      label: 'x',
      language: 'en',
      account: '13800000005',
      expiresAt: 1,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'expiresAt' });
    const noAccount = await call('/__demo/links', agent, {
      label: 'x',
      language: 'en',
      account: '13999999999',
      expiresAt: inAWeek(),
    });
    expect(await noAccount.json()).toMatchObject({ field: 'account' });
  });

  it('a link is an opaque id of 128 bits at /l/<id>, listed for its seller without its passcode', async () => {
    const { id, url } = await makeLink(agent, { passcode: 'open-sesame' });
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(url).toBe(`${host.url}/l/${id}`);
    const list = (await (await call('/__demo/links', agent)).json()) as { links: Record<string, unknown>[] };
    const mine = list.links.find((l) => l.id === id);
    expect(mine).toMatchObject({ state: 'active', hasPasscode: true, openings: 0 });
    expect(JSON.stringify(list)).not.toContain('open-sesame');
    expect(readFileSync(`${hostFileOf(file)}.journal`, 'utf8')).not.toContain('open-sesame');
  });

  it(
    'a wrong passcode says so; five make the link wait (429, Retry-After); the right one opens a world',
    async () => {
      const { id } = await makeLink(agent, { passcode: 'open-sesame' });
      const form = await open(id);
      expect(form.res.status).toBe(200);
      expect(await form.res.text()).toContain('name="passcode"');
      for (let i = 4; i >= 1; i--) {
        const wrong = await tryPasscode(id, 'guess');
        expect(wrong.res.status).toBe(401);
        expect(await wrong.res.text()).toContain(`Quedan ${i} intentos`);
      }
      const fifth = await tryPasscode(id, 'guess');
      expect(fifth.res.status).toBe(429);
      expect(Number(fifth.res.headers.get('retry-after'))).toBeGreaterThan(0);
      // Even the right passcode waits now.
      expect((await tryPasscode(id, 'open-sesame')).res.status).toBe(429);
      const other = await makeLink(agent, { passcode: 'open-sesame' });
      const right = await tryPasscode(other.id, 'open-sesame');
      expect(right.res.status).toBe(303);
      expect(right.res.headers.get('location')).toBe('/#/digital');
      expect(right.cookies.find((c) => c.startsWith('fake_sandbox='))).toMatch(
        /^fake_sandbox=p[0-9a-f]{32};.*HttpOnly/,
      );
      // Seven scrypt checks and as many synced journal writes: seconds on a loaded machine.
    },
    timeoutOf(20_000),
  );

  it(
    'guesses sent at once get no more checks than the tries left; openings at once no more than the link allows',
    async () => {
      const guarded = await makeLink(agent, { passcode: 'open-sesame' });
      const guesses = await Promise.all(Array.from({ length: 12 }, () => tryPasscode(guarded.id, 'guess')));
      // Five are checked (each wrong), the rest wait; the answers of the five may already say to wait.
      const statuses = guesses.map((g) => g.res.status);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - MAX_WRONG_TRIES);
      expect((await tryPasscode(guarded.id, 'open-sesame')).res.status).toBe(429);
      const twice = await makeLink(agent, { maxOpenings: 2 });
      const opens = await Promise.all(Array.from({ length: 6 }, () => open(twice.id)));
      expect(opens.map((o) => o.res.status).sort()).toEqual([303, 303, 410, 410, 410, 410]);
      const listed = (await (await call('/__demo/links', agent)).json()) as {
        links: { id: string; openings: number }[];
      };
      expect(listed.links.find((l) => l.id === twice.id)?.openings).toBe(2);
    },
    timeoutOf(20_000),
  );

  it('each opening is a world of its own, signed in as the link says; a header cannot take it elsewhere', async () => {
    const { id } = await makeLink(agent);
    const a = await open(id);
    const b = await open(id);
    expect(a.jar).not.toBe(b.jar);
    const session = (jar: string) => {
      const cookie = (name: string) => decodeURIComponent(new RegExp(`${name}=([^;]+)`).exec(jar)?.[1] ?? '');
      const ids = JSON.parse(cookie('Auth-Ids') || '{}') as { userId: string; tokenId: string };
      return { token: cookie('Admin-Token'), userId: ids.userId, tokenId: ids.tokenId, platform: '5' };
    };
    const me = await fetch(`${host.url}/api/userInfo/getUserInfo?userId=${session(a.jar).userId}`, {
      headers: { cookie: a.jar, ...session(a.jar), 'x-fake-sandbox': 'default' },
    });
    const read = (await me.json()) as { code: number; data: { mobile: string } | null; msg: string };
    expect(read.data?.mobile, read.msg).toBe('13800000005');
    // The same token in the other prospect's world opens nothing.
    const there = await fetch(`${host.url}/api/userInfo/getUserInfo?userId=${session(a.jar).userId}`, {
      headers: { cookie: b.jar, ...session(a.jar) },
    });
    expect(((await there.json()) as { code: number }).code).toBe(204);
  });

  it('revoked, expired and used-up links open a page that says so, and the API stops answering the revoked', async () => {
    const revoked = await makeLink(agent);
    const seen = await open(revoked.id);
    expect((await call(`/__demo/links/${revoked.id}/revoke`, agent, {})).status).toBe(200);
    const page = await open(revoked.id);
    expect(page.res.status).toBe(410);
    expect(await page.res.text()).toContain('data-link-state="revoked"');
    const api = await fetch(`${host.url}/api/userInfo/getUserInfo`, { headers: { cookie: seen.jar } });
    expect(api.status).toBe(410);
    const index = await fetch(`${host.url}/`, { headers: { cookie: seen.jar } });
    expect(await index.text()).not.toContain('console');

    const once = await makeLink(agent, { maxOpenings: 1 });
    const first = await open(once.id);
    expect(first.res.status).toBe(303);
    const second = await open(once.id);
    expect(second.res.status).toBe(410);
    expect(await second.res.text()).toContain('data-link-state="usedUp"');
    // The first browser keeps its world.
    expect((await open(once.id, { headers: { cookie: first.jar } })).res.status).toBe(303);

    const soon = await makeLink(agent, { expiresAt: Date.now() + 60_000 });
    expect((await call('/__demo/host/advance', agent, { ms: 120_000 })).status).toBe(200);
    const late = await open(soon.id);
    expect(late.res.status).toBe(410);
    expect(await late.res.text()).toContain('data-link-state="expired"');
  });

  it("another seller's link answers 404; the brand's admin sees it", async () => {
    const { id } = await makeLink(agent);
    const other = await signIn('13800000003');
    expect((await call(`/__demo/links/${id}/events`, other)).status).toBe(404);
    expect((await call(`/__demo/links/${id}/revoke`, other, {})).status).toBe(404);
    const list = (await (await call('/__demo/links', other)).json()) as { links: { id: string }[] };
    expect(list.links.map((l) => l.id)).not.toContain(id);
    const admin = await signIn('13800000001');
    expect((await call(`/__demo/links/${id}/events`, admin)).status).toBe(200);
  });

  it('records an opening, its pages, actions and end; tells the webhook, signed', async () => {
    const { id } = await makeLink(agent, { label: 'Hooked' });
    const o = await open(id, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile', 'accept-language': 'ja' } });
    const view = (v: unknown) =>
      fetch(`${host.url}/__demo/view`, { method: 'POST', headers: { cookie: o.jar }, body: JSON.stringify(v) });
    expect((await view({ kind: 'page', page: '/digital' })).status).toBe(204);
    expect((await view({ kind: 'action', action: 'play' })).status).toBe(204);
    expect((await view({ kind: 'action', action: 'steal' })).status).toBe(400);
    expect((await view({ kind: 'end' })).status).toBe(204);
    expect((await fetch(`${host.url}/__demo/view`, { method: 'POST', body: '{"kind":"end"}' })).status).toBe(404);
    const events = (await (await call(`/__demo/links/${id}/events`, agent)).json()) as {
      openings: { device: string; language: string; timeline: { kind: string }[] }[];
    };
    expect(events.openings[0]).toMatchObject({ device: 'phone', language: 'ja' });
    expect(events.openings[0]?.timeline.map((e) => e.kind)).toEqual(['opened', 'page', 'action', 'end']);
    const csv = await (await call(`/__demo/links/${id}/events?format=csv`, agent)).text();
    expect(csv.split('\n')[2]).toMatch(/^1,.*,page,\/digital,,\d+,,$/);
    for (let i = 0; i < 100 && received.filter((r) => r.body.includes('Hooked')).length < 2; i++)
      await new Promise((r) => setTimeout(r, 20));
    const mine = received.filter((r) => r.body.includes('Hooked'));
    expect(mine.map((r) => JSON.parse(r.body).type)).toEqual(['link.firstOpening', 'viewing.ended']);
    for (const r of mine) expect(verifySignature('whsec', r.body, r.signature)).toBe(true);
    expect(JSON.stringify(mine)).not.toMatch(/127\.0\.0\.1|fake_sandbox|p[0-9a-f]{32}/);
  });

  it('the seller resets one opening; the prospect coming back by the link is signed in to it again', async () => {
    const { id } = await makeLink(agent);
    const a = await open(id);
    const sandbox = a.cookies.find((c) => c.startsWith('fake_sandbox='))?.split(';')[0] ?? '';
    expect((await call(`/__demo/links/${id}/openings/1/reset`, agent, {})).status).toBe(200);
    expect((await call(`/__demo/links/${id}/openings/2/reset`, agent, {})).status).toBe(404);
    const back = await open(id, { headers: { cookie: sandbox } });
    expect(back.res.status).toBe(303);
    // The same world (no second opening), a new session in it.
    expect(back.cookies.find((c) => c.startsWith('fake_sandbox='))?.split(';')[0]).toBe(sandbox);
    expect(back.jar).toMatch(/Admin-Token=tk/);
    const events = (await (await call(`/__demo/links/${id}/events`, agent)).json()) as { openings: unknown[] };
    expect(events.openings).toHaveLength(1);
  });

  it("a studio brand sent with a link is the prospect's world's brand, and its ended page's", async () => {
    const logo = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const studioBrand = { id: 'aurora1', name: { zh: '极光', en: 'Aurora' }, color: '#6a1b9a', language: 'en', logo };
    const bad = await fetch(`${host.url}/__demo/links`, {
      method: 'POST',
      headers: { token: agent, 'content-type': 'application/json', 'accept-language': 'ja' },
      body: JSON.stringify({
        label: 'x',
        language: 'en',
        account: '13800000005',
        expiresAt: inAWeek(),
        studioBrand: { ...studioBrand, color: 'red' },
      }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      field: 'studioBrand.color',
      error: ALL_MESSAGES.ja.studio.problem_colorInvalid,
    });
    const { id } = await makeLink(agent, { label: 'Studio', studioBrand });
    const o = await open(id);
    expect(o.res.status).toBe(303);
    const index = await (await fetch(`${host.url}/`, { headers: { cookie: o.jar } })).text();
    expect(index).toContain('aurora1.studio.demo');
    const oem = await fetch(`${host.url}/api/oemConfig/queryOemConfigByDomain?domain=aurora1.studio.demo`, {
      headers: sessionOf(o.jar),
    });
    expect(((await oem.json()) as { data: Record<string, unknown> }).data).toMatchObject({ themeColor: '#6a1b9a' });
    // The seller's own world knows nothing of it: the brand is the link's.
    const seller = await fetch(`${host.url}/api/oemConfig/queryOemConfigByDomain?domain=aurora1.studio.demo`);
    expect(JSON.stringify(await seller.json())).not.toContain('#6a1b9a');
    await call(`/__demo/links/${id}/revoke`, agent, {});
    const ended = await (await open(id)).res.text();
    expect(ended).toContain('background:#6a1b9a');
    expect(ended).toContain('<span>Aurora</span>');
    expect(ended).toContain(`<img src="${logo}"`);
  });

  it("a scene's link plays in the prospect's world at the scene's clock speed, its moment on time", async () => {
    const { id } = await makeLink(agent, { scene: 'videoRenders' });
    const o = await open(id);
    expect(o.res.headers.get('location')).toBe('/#/tasklist/tasklist');
    const world = host.fake.worlds.find(sandboxOf(o.jar));
    expect(world?.backend.clock.speed).toBe(2);
    const status = async () => {
      const r = await fetch(`${host.url}/api/task/listTask`, {
        method: 'POST',
        headers: { ...sessionOf(o.jar), 'content-type': 'application/json' },
        body: JSON.stringify({ pageNum: 1, pageSize: 20 }),
      });
      const list = ((await r.json()) as { data: { list: { name: string; status: string }[] } }).data.list;
      return list.find((t) => t.name === '春季新品发布')?.status;
    };
    expect(await status()).toBe('queued');
    expect((await call('/__demo/host/advance', agent, { ms: QUEUE_MS + EDIT_MS + 1000 })).status).toBe(200);
    expect(await status()).toBe('success');
  });

  it("a link from the seller's data carries their uploaded files into each prospect's world", async () => {
    const sts = (await (
      await call('/api/scriptInfo/getStsACS?kind=avatarVideo&fileName=me.mp4&fileSize=16&contentType=video/mp4', agent)
    ).json()) as { data: { key: string; uploadUrl: string } };
    const bytes = new Uint8Array(16).map((_, i) => i + 1);
    expect((await fetch(sts.data.uploadUrl, { method: 'PUT', body: bytes })).status).toBe(200);
    const copied = await makeLink(agent, { account: '13800000004', fromSellerData: true });
    const plain = await makeLink(agent, { account: '13800000004' });
    // The seller's file goes after the link is made: the link keeps its own.
    clearMediaStore(mediaScope('default'));
    const object = async (jar: string) =>
      fetch(`${host.url}/api/fakeOss/object?key=${encodeURIComponent(sts.data.key)}&sandbox=${sandboxOf(jar)}`);
    const a = await open(copied.id);
    const read = await object(a.jar);
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(bytes);
    expect((await object((await open(plain.id)).jar)).status).toBe(404);
  });

  it('closes a viewing whose page went silent, dated at its last word, and tells the webhook', async () => {
    const { id } = await makeLink(agent, { label: 'Silent' });
    const o = await open(id);
    const view = (v: unknown) =>
      fetch(`${host.url}/__demo/view`, { method: 'POST', headers: { cookie: o.jar }, body: JSON.stringify(v) });
    expect((await view({ kind: 'beat', page: '/digital' })).status).toBe(204);
    expect((await view({ kind: 'beat' })).status).toBe(400);
    const timeline = async () =>
      (
        (await (await call(`/__demo/links/${id}/events`, agent)).json()) as {
          openings: { timeline: { kind: string; at: number; silent?: boolean }[] }[];
        }
      ).openings[0]?.timeline ?? [];
    const heard = (await timeline()).at(-1)?.at ?? 0;
    await call('/__demo/host/advance', agent, { ms: VIEW_SILENCE_MS - 5000 });
    expect((await timeline()).map((e) => e.kind)).toEqual(['opened']);
    await call('/__demo/host/advance', agent, { ms: 10_000 });
    const end = (await timeline()).at(-1);
    expect(end).toMatchObject({ kind: 'end', silent: true });
    // Dated at the last beat (none is recorded): the opening, give or take the beat's few ms.
    expect((end?.at ?? 0) - heard).toBeLessThan(5000);
    expect(await webhookOf('Silent', 'viewing.ended')).toMatchObject({ ended: 'silence', opening: '1' });
    // The page was only asleep: its next beat starts a viewing again, on its page.
    expect((await view({ kind: 'beat', page: '/digital' })).status).toBe(204);
    expect((await timeline()).map((e) => e.kind)).toEqual(['opened', 'end', 'page']);
  });

  it('keeps every acknowledged change on disk: a crashed host reads its links and events back', async () => {
    const { id } = await makeLink(agent, { label: 'Kept' });
    await open(id);
    // What a new process reads from the file and its journal, without this one closing (as after kill -9).
    const again = new HostJournal(hostFileOf(file));
    expect(again.state.links[id]?.label).toBe('Kept');
    expect(again.state.links[id]?.openings).toHaveLength(1);
    again.close();
  });
});
