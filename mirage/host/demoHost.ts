import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { openingLives, opensAgain, VIEW_BEAT_MS } from '../../src/domain/demoLinks';
import { isLanguage, type Language, toLanguage } from '../../src/domain/language';
import { AUTH_IDS_COOKIE, isSuccessCode, TOKEN_COOKIE, USER_COOKIE } from '../../src/domain/constants';
import { brandForDomain, defaultBrand } from '../brands';
import type { DbBrand } from '../db';
import { ruleMessage } from '../messages';
import { DEFAULT_SEED } from '../seed';
import type { ScenarioName } from '../scenarios';
import { type FakeHttpOptions, type FakeHttpServer, startFakeHttpServer } from '../node/httpServer';
import { BodyBudget, drain, type Exchange, exchangeOf, readBody } from '../node/parse';
import { isStaticPath } from '../node/staticFiles';
import { DEFAULT_WORLD, SANDBOX_HEADER, SANDBOX_NAME, type World } from '../node/worlds';
import { hostFileOf, HostJournal } from './hostJournal';
import { journalStore } from './journalStore';
import { type LinkStore, StoreAway } from './linkStore';
import { redisStore } from './redisStore';
import { awayPage, busyPage, cookiesPage, endedPage, passcodePage } from './hostPages';
import { deviceOf, type LinkRecord, type Opening, VIEW_ACTIONS, type ViewEvent } from './hostState';
import { answerLinks, sellerOf, viewOf } from './linkApi';
import { refuseWords } from './linkInput';
import { checkPasscode, WrongTries } from './passcode';
import {
  accountOf,
  LINK_ID,
  newSandboxName,
  openProspectWorld,
  PROSPECT_SANDBOX,
  SANDBOX_COOKIE,
  signInProspect,
} from './prospectWorld';
import { RateLimit } from './rateLimit';
import { indexWith, serveBuiltFile } from './staticSite';
import { toDbBrand } from '../studioBrands';
import { OpenViewings, openViewingsOf } from './viewings';
import { Webhook, type WebhookOptions } from './webhook';

export interface DemoHostOptions extends Omit<FakeHttpOptions, 'front'> {
  /** The demo build to serve (dist-demo). */
  distDir: string;
  webhook?: WebhookOptions;
  /**
   * redis://HOST:PORT/DB: the links, their events, the wrong-passcode counts and the webhook's pending deliveries in
   * Redis, shared by every instance behind nginx (docs/deploy.md); else in a journal beside --persist (one host).
   */
  linksStore?: string;
  /** Lets a signed-in seller move the host's clock (POST /__demo/host/advance): for tests of expiry. */
  movableClock?: boolean;
}

export interface DemoHost {
  fake: FakeHttpServer;
  /** The host's origin, e.g. http://127.0.0.1:3500. */
  url: string;
  /** Where its links are kept (mirage/host/linkStore.ts). */
  store: LinkStore;
  webhook: Webhook | null;
  close(): Promise<void>;
}

/** Prospects' and sellers' worlds: many more than a shared fake's, and kept for a fortnight unused. */
export const HOST_MAX_SANDBOXES = 200;
export const HOST_SANDBOX_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** What a caller is told to wait while the links' store cannot be reached (Redis restarting takes seconds). */
const STORE_AWAY_RETRY_S = 30;
/** Marks the way back to /l/<id> after a first opening behind nginx. */
const BACK = 'back';
const KEY_ACTIONS: Record<string, 'videoMade' | 'voiceCloned'> = {
  '/api/task/createTask': 'videoMade',
  '/api/voice/createVoice': 'voiceCloned',
};

function cookiesOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    try {
      out[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A cookie that is not ours (or not well formed) is no part of the host's state.
    }
  }
  return out;
}

const cookie = (name: string, value: string, maxAgeS: number, httpOnly: boolean, secure: boolean): string =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeS))}; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}${secure ? '; Secure' : ''}`;

function html(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    ...headers,
  });
  res.end(body);
}

/**
 * The demo host (`npm run demo:host`): one process serves the demo build and the fake service over HTTP, and the
 * demo links a seller hands out (/l/<id>): links as records (mirage/host/linkApi.ts), enforced here (expiry,
 * passcode, revocation, openings), each opening in a world of its own (its sandbox named by the HttpOnly
 * fake_sandbox cookie), and what each opening looked at (mirage/host/hostState.ts), told to a webhook.
 */
export async function startDemoHost(opts: DemoHostOptions): Promise<DemoHost> {
  const holder: { front?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean> } = {};
  const fake = await startFakeHttpServer({
    ...opts,
    maxSandboxes: opts.maxSandboxes ?? HOST_MAX_SANDBOXES,
    sandboxIdleMs: opts.sandboxIdleMs ?? HOST_SANDBOX_IDLE_MS,
    // Prospects make videos: the first one waits for no build of the media workers.
    warmMedia: opts.videos !== false,
    front: (req, res) => (holder.front ? holder.front(req, res) : Promise.resolve(false)),
  });
  let store: LinkStore;
  try {
    if (opts.linksStore) store = await redisStore(opts.linksStore);
    else {
      const file = opts.persistFile ? hostFileOf(opts.persistFile) : null;
      store = journalStore(new HostJournal(file), file ?? 'memory (no --persist)');
    }
  } catch (e) {
    await fake.close();
    throw e;
  }
  const webhook = opts.webhook ? new Webhook(opts.webhook, store.deliveries) : null;
  webhook?.start();
  const origin = fake.url.replace(/\/api$/, '');
  const publicOrigin = (opts.publicUrl ?? origin).replace(/\/+$/, '');
  const secure = publicOrigin.startsWith('https:');
  const distDir = resolve(opts.distDir);
  const indexHtml = readFileSync(resolve(distDir, 'index.html'), 'utf8');
  const seed = opts.seed ?? DEFAULT_SEED;
  const scenario: ScenarioName = opts.scenario ?? 'default';
  let offset = 0;
  const now = () => Date.now() + offset;
  const tries = new WrongTries(now, store.tries);
  const viewLimit = new RateLimit(300, 60_000);
  const budget = new BodyBudget(8 * 1024 * 1024);
  const { worlds } = fake;
  // The viewings in progress, for closing those gone silent. A shared store's openings are watched by the instance
  // holding their world (it hears their beats), so only a single host rebuilds them all from its record at start.
  const viewings = store.shared ? new OpenViewings() : await openViewingsOf(store);

  const worldName = (req: IncomingMessage): string => {
    const h = req.headers[SANDBOX_HEADER];
    return (typeof h === 'string' && h) || DEFAULT_WORLD;
  };
  const openingOf = async (req: IncomingMessage): Promise<Opening | undefined> => {
    const name = worldName(req);
    return PROSPECT_SANDBOX.test(name) ? store.opening(name) : undefined;
  };
  const linkStateOf = (link: LinkRecord) => viewOf(link, now(), publicOrigin).state;
  const brandOf = (link: LinkRecord | undefined): DbBrand | null => {
    if (!link) return null;
    const db = link.start ?? worlds.main().backend.db;
    return link.studio ? toDbBrand(link.studio, defaultBrand(db)) : brandForDomain(db, link.brand || 'localhost');
  };
  const record = async (opening: Opening, event: ViewEvent) => {
    await store.commit({ op: 'event', opening: opening.id, event });
    if (event.kind === 'end') viewings.ended(opening.id);
    else viewings.heardOf(opening.id, event.at);
  };

  /** The end of a viewing: recorded, and told to the webhook with what the viewing looked at. */
  const endViewing = async (link: LinkRecord, opening: Opening, at: number, silent: boolean) => {
    await record(opening, silent ? { at, kind: 'end', silent: true } : { at, kind: 'end' });
    const n = link.openings.indexOf(opening.id) + 1;
    const since = opening.events.findLastIndex((e, i) => i < opening.events.length - 1 && e.kind === 'end');
    const viewing = opening.events.slice(since + 1);
    await webhook?.send({
      type: 'viewing.ended',
      at: new Date(at).toISOString(),
      link: { id: link.id, label: link.label },
      opening: String(n),
      // 'left': the page said so (hidden, closed); 'silence': its beats stopped (a crash, a killed tab).
      ended: silent ? 'silence' : 'left',
      pages: viewing.flatMap((e) => (e.kind === 'page' ? [e.page] : [])),
      actions: viewing.flatMap((e) => (e.kind === 'action' ? [e.action] : [])),
      seconds: Math.round((at - (viewing[0]?.at ?? at)) / 1000),
    });
  };

  /** Closes the viewings whose pages went silent; run now and then, and after the host's clock is moved. */
  const closeSilent = async () => {
    for (const { opening: id, at } of viewings.takeSilent(now())) {
      const opening = await store.opening(id);
      const link = opening && (await store.link(opening.linkId));
      if (opening && link) await endViewing(link, opening, at, true);
    }
  };
  const silenceTimer = setInterval(() => {
    closeSilent().catch((e: unknown) => console.error(`demo host: closing silent viewings: ${String(e)}`));
  }, VIEW_BEAT_MS / 2);
  silenceTimer.unref();

  /** A prospect's console: the cookies that name their world and their session in it. */
  const openCookies = (link: LinkRecord, name: string, s: { token: string; userId: string; tokenId: string }) => {
    const left = (link.expiresAt - now()) / 1000;
    return [
      cookie(SANDBOX_COOKIE, name, left, true, secure),
      cookie(TOKEN_COOKIE, s.token, left, false, secure),
      cookie(AUTH_IDS_COOKIE, JSON.stringify({ userId: s.userId, tokenId: s.tokenId }), left, false, secure),
      cookie(USER_COOKIE, '', 0, false, secure),
    ];
  };

  /**
   * A new opening of the link by this browser, its world named `name`: recorded, and told on the first. False when
   * the link had its last opening meanwhile (another browser's, at the same time).
   */
  const recordOpening = async (x: Exchange, link: LinkRecord, name: string): Promise<boolean> => {
    const at = now();
    const browser = toLanguage(x.headers['accept-language']) ?? x.headers['accept-language']?.slice(0, 2) ?? '';
    const opened: ViewEvent = { at, kind: 'opened', device: deviceOf(x.headers['user-agent']), language: browser };
    const opening = { id: name, linkId: link.id, openedAt: at, events: [opened] };
    if (!(await store.open(opening, link.maxOpenings))) return false;
    const first = link.openings.length === 1 && link.openings[0] === name;
    if (first)
      await webhook?.send({
        type: 'link.firstOpening',
        at: new Date(at).toISOString(),
        link: { id: link.id, label: link.label },
        opening: String(link.openings.length),
        device: opened.device,
        language: opened.language,
      });
    return true;
  };

  const answerOpen = async (x: Exchange, id: string): Promise<void> => {
    const link = LINK_ID.test(id) ? await store.link(id) : undefined;
    const lang: Language = link?.language ?? toLanguage(x.headers['accept-language']) ?? 'en';
    const brand = brandOf(link);
    const post = x.req.method === 'POST';
    const body = post ? await readBody(x, 1024, budget) : null;
    if (!post) await drain(x);
    if (!link) return html(x.res, 404, endedPage(lang, null, 'unknown'));
    const st = linkStateOf(link);
    const mine = await openingOf(x.req);
    const again = mine !== undefined && mine.linkId === link.id;
    type Ended = 'expired' | 'revoked' | 'usedUp';
    if (again) {
      // This browser opened the link before: back to its own world while the link lets openings live (a used-up
      // link keeps the prospects it has); a world dropped for idling is made again below.
      if (!openingLives(st)) return html(x.res, 410, endedPage(lang, brand, st as Ended));
      const world = worlds.find(mine.id);
      const session = world && signInProspect(world, accountOf(link), lang, link.brand);
      if (session) {
        x.res.setHeader('set-cookie', openCookies(link, mine.id, session));
        return html(x.res, 303, '', { location: `/#${link.page}` });
      }
    } else {
      if (!opensAgain(st)) return html(x.res, 410, endedPage(lang, brand, st as Ended));
      if (link.passHash) {
        const waitPage = (s: number) =>
          html(
            x.res,
            429,
            passcodePage(lang, brand, `/l/${link.id}`, ruleMessage(lang, 'demoHost.passcodeWait', { seconds: s })),
            { 'retry-after': String(s) },
          );
        const wait = post ? await tries.take(link.id) : await tries.waitSeconds(link.id);
        if (wait > 0) return waitPage(wait);
        if (!post) return html(x.res, 200, passcodePage(lang, brand, `/l/${link.id}`));
        const given = body && 'body' in body ? new URLSearchParams(body.body.toString('utf8')).get('passcode') : null;
        if (!given || !(await checkPasscode(given, link.passHash))) {
          const w = await tries.wrong(link.id);
          if (w > 0) return waitPage(w);
          const msg = ruleMessage(lang, 'demoHost.passcodeWrong', { left: await tries.left(link.id) });
          return html(x.res, 401, passcodePage(lang, brand, `/l/${link.id}`, msg));
        }
        await tries.right(link.id);
      }
    }
    // The way back below, without the cookie it set: another opening would only send it round again.
    if (!again && store.shared && x.url.searchParams.has(BACK)) return html(x.res, 400, cookiesPage(lang, brand));
    if (!again && store.shared) {
      // Behind nginx, the opening's world lives on the instance its name routes to, which may not be this one: the
      // opening is recorded here, and the browser comes back with its cookie to that instance, which makes the
      // world as for a browser that opened the link before (above).
      const name = newSandboxName('p');
      if (!(await recordOpening(x, link, name))) return html(x.res, 410, endedPage(lang, brand, 'usedUp'));
      x.res.setHeader('set-cookie', cookie(SANDBOX_COOKIE, name, (link.expiresAt - now()) / 1000, true, secure));
      return html(x.res, 303, '', { location: `/l/${link.id}?${BACK}` });
    }
    worlds.sweep();
    if (worlds.list().length - 1 >= (opts.maxSandboxes ?? HOST_MAX_SANDBOXES))
      return html(x.res, 503, busyPage(lang, brand), { 'retry-after': '600' });
    const name = again ? mine.id : newSandboxName('p');
    const made = openProspectWorld(worlds, name, link, { seed, scenario, language: lang });
    if (!made) return html(x.res, 410, endedPage(lang, brand, 'unknown'));
    if (!again && !(await recordOpening(x, link, name))) {
      worlds.remove(name);
      return html(x.res, 410, endedPage(lang, brand, 'usedUp'));
    }
    // This instance holds the new world, so it hears the viewing's beats (behind nginx: on the way back).
    if (!again || (store.shared && x.url.searchParams.has(BACK))) viewings.heardOf(name, now());
    x.res.setHeader('set-cookie', openCookies(link, name, made));
    return html(x.res, 303, '', { location: `/#${made.page}` });
  };

  const answerView = async (x: Exchange): Promise<void> => {
    const opening = await openingOf(x.req);
    const read = await readBody(x, 1024, budget);
    if (!opening || x.req.method !== 'POST') return x.send(404, { error: 'not found' });
    if ('refused' in read) return x.send(413, { error: 'body: at most 1024 bytes' });
    const link = await store.link(opening.linkId);
    if (!link || !openingLives(linkStateOf(link))) return x.send(410, { error: 'this demo has ended' });
    const wait = viewLimit.take(opening.id, now());
    if (wait > 0) return x.send(429, { error: 'too many events' }, { 'retry-after': String(wait) });
    let v: Record<string, unknown>;
    try {
      v = JSON.parse(read.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return x.send(400, { field: 'body', error: 'body: a JSON object' });
    }
    const at = now();
    const pageOf = (p: unknown): string | null =>
      typeof p === 'string' && /^\/[\w\-/?=&.%]{0,200}$/.test(p) ? (p.split('?')[0] ?? p) : null;
    const page = pageOf(v?.page);
    if (v?.kind === 'page' && page) await record(opening, { at, kind: 'page', page });
    else if (v?.kind === 'action' && (v.action === 'play' || v.action === 'listen'))
      await record(opening, { at, kind: 'action', action: v.action });
    else if (v?.kind === 'beat' && page) {
      // The page is still open. A viewing the host closed for silence (a laptop asleep) starts again on its page.
      if (viewings.isOpen(opening.id)) viewings.heardOf(opening.id, at);
      else await record(opening, { at, kind: 'page', page });
    } else if (v?.kind === 'end') {
      // An end for a viewing already closed (for silence) is not a second end.
      if (viewings.isOpen(opening.id)) await endViewing(link, opening, at, false);
    } else
      return x.send(400, {
        field: 'kind',
        error: `kind: page (with page), action (${VIEW_ACTIONS.slice(0, 2).join(' or ')}), beat (with page), or end`,
      });
    x.res.writeHead(204);
    x.res.end();
  };

  /** A key action the fake answered (a video made, a voice cloned), recorded once its answer says it succeeded. */
  const watchAction = (res: ServerResponse, opening: Opening, action: 'videoMade' | 'voiceCloned') => {
    const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const chunk = args[0];
      try {
        const code = chunk ? (JSON.parse(String(chunk)) as { code?: unknown }).code : undefined;
        if (typeof code === 'number' && isSuccessCode(code)) {
          // Answered once the action is kept, as every other write.
          const answer = () => end(...args);
          record(opening, { at: now(), kind: 'action', action }).then(answer, (e: unknown) => {
            console.error(`demo host: an action not kept (${e instanceof Error ? e.message : e})`);
            answer();
          });
          return res;
        }
      } catch {
        // Not an envelope: nothing to record.
      }
      return end(...args);
    }) as typeof res.end;
  };

  const seller = async (x: Exchange): Promise<World | null> => {
    if (await openingOf(x.req)) return null;
    return worlds.find(worldName(x.req)) ?? null;
  };

  const front = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const jar = cookiesOf(req);
    const fromCookie = jar[SANDBOX_COOKIE];
    // The cookie names the browser's world; a header sent beside it cannot take the browser into another.
    if (fromCookie && SANDBOX_NAME.test(fromCookie)) req.headers[SANDBOX_HEADER] = fromCookie;
    const x = exchangeOf(req, res);
    const path = x.url.pathname;
    const opening = await openingOf(req);
    const link = opening ? await store.link(opening.linkId) : undefined;
    const alive = !opening || (link !== undefined && openingLives(linkStateOf(link)));
    // A reset the seller asked through another instance: this one holds the world.
    if (opening && link && store.shared && (await store.takeReset(opening.id)))
      openProspectWorld(worlds, opening.id, link, { seed, scenario, language: link.language });
    if (path.startsWith('/l/')) {
      await answerOpen(x, path.slice(3));
      return true;
    }
    if (path === '/__demo/view') {
      await answerView(x);
      return true;
    }
    if (path === '/__demo/links' || path.startsWith('/__demo/links/')) {
      await answerLinks(x, {
        store,
        now,
        origin: () => publicOrigin,
        sellerWorld: seller,
        budget,
        resetOpening: async (l, o) => {
          // Behind nginx the world may live on another instance: that one resets it at its next call.
          if (store.shared && !worlds.find(o.id)) {
            await store.askReset(o.id);
            return true;
          }
          const made = openProspectWorld(worlds, o.id, l, { seed, scenario, language: l.language });
          return made !== null;
        },
      });
      return true;
    }
    if (path === '/__demo' || path.startsWith('/__demo/')) {
      // The demo controls: a signed-in seller's only. The list of sandboxes would name prospects' keys: never here.
      const who = sellerOf(x, await seller(x));
      if (!who || path === '/__demo/sandboxes') {
        await drain(x);
        x.send(who ? 404 : 401, { error: refuseWords(x.lang, who ? 'noCall' : 'controlsSignIn') });
        return true;
      }
      if (path === '/__demo/host/advance' && opts.movableClock && req.method === 'POST') {
        const read = await readBody(x, 1024, budget);
        const ms = 'body' in read ? Number((JSON.parse(read.body.toString() || '{}') as { ms?: unknown }).ms) : NaN;
        if (!Number.isFinite(ms) || ms < 0) {
          x.send(400, { field: 'ms', error: 'ms: a number of milliseconds from 0 up' });
          return true;
        }
        offset += ms;
        // The prospects' worlds keep the host's time (their demo controls are closed): a scene's moment comes on it.
        for (const w of worlds.all()) {
          if (!PROSPECT_SANDBOX.test(w.name)) continue;
          try {
            w.backend.clock.advance(ms);
            w.backend.onChange();
          } catch {
            // A clock at its last representable time stays there.
          }
        }
        await closeSilent();
        x.send(200, { now: now() });
        return true;
      }
      return false;
    }
    if (path.startsWith('/api/')) {
      if (!alive) {
        await drain(x);
        x.send(410, { code: 410, msg: ruleMessage(x.lang, 'demoHost.apiEnded'), data: null });
        return true;
      }
      const action = KEY_ACTIONS[path];
      if (opening && action && req.method === 'POST') watchAction(res, opening, action);
      return false;
    }
    if (isStaticPath(path) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (path === '/' || path === '/index.html') {
      await drain(x);
      if (opening && link && !alive) {
        const st = linkStateOf(link);
        const lang = isLanguage(link.language) ? link.language : 'en';
        html(res, 410, endedPage(lang, brandOf(link), st === 'active' ? 'expired' : (st as 'expired')));
        return true;
      }
      const headers: Record<string, string> = {};
      // A browser new to the host gets a world of its own: what a seller does is theirs, and a link can start from it.
      if (!fromCookie) headers['set-cookie'] = cookie(SANDBOX_COOKIE, newSandboxName('s'), 400 * 86400, true, secure);
      const config =
        opening && link
          ? {
              role: 'prospect',
              // Not the sandbox's key (the cookie is HttpOnly): a mark that changes with each opening.
              visit: createHash('sha256').update(opening.id).digest('hex').slice(0, 16),
              language: link.language,
              brand: link.brand,
            }
          : { role: 'seller' };
      html(res, 200, indexWith(indexHtml, config), headers);
      return true;
    }
    if (serveBuiltFile(distDir, path, res, req.method === 'HEAD')) {
      await drain(x);
      return true;
    }
    return false;
  };

  /**
   * While the links' store cannot be reached (Redis stopped), what needs it answers 503 with Retry-After in the
   * caller's language: a page for a person opening a link, JSON for the console and scripts. The fake's own calls,
   * which need no link, go on.
   */
  holder.front = async (req, res) => {
    try {
      return await front(req, res);
    } catch (e) {
      if (!(e instanceof StoreAway) || res.headersSent) throw e;
      console.error(`demo host: ${e.message}`);
      const x = exchangeOf(req, res);
      const headers = { 'retry-after': String(STORE_AWAY_RETRY_S) };
      const path = x.url.pathname;
      if (path.startsWith('/l/') || (req.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/__demo')))
        html(res, 503, awayPage(x.lang), headers);
      else {
        const msg = ruleMessage(x.lang, 'demoHost.storeAway');
        x.send(503, path.startsWith('/api/') ? { code: 503, msg, data: null } : { error: msg }, headers);
      }
      return true;
    }
  };

  return {
    fake,
    url: origin,
    store,
    webhook,
    close: async () => {
      clearInterval(silenceTimer);
      webhook?.stop();
      await store.close();
      await fake.close();
    },
  };
}
