import { MAX_BACKGROUND_BYTES, MAX_LOGO_BYTES } from '../../src/domain/demoBrand';
import { type DemoLinkView, type LinkViewer, linkState, maySeeLink } from '../../src/domain/demoLinks';
import { can } from '../../src/domain/permissions';
import { DEMO_ACCOUNTS } from '../../src/demo/demoAccounts';
import { roleOf } from '../access';
import { SCENE_NAMES } from '../scenes';
import { labelHosts } from '../studioBrands';
import { type BodyBudget, type Exchange, readBody, readRefusal } from '../node/parse';
import type { World } from '../node/worlds';
import { type LinkRecord, type Opening, type TimelineEntry, timelineCsv, timelineOf } from './hostState';
import { checkExpiry, checkLinkInput, refuseWords } from './linkInput';
import type { LinkStore } from './linkStore';
import { hashPasscode } from './passcode';
import { copyForLink, LINK_ID, newLinkId } from './prospectWorld';
import { RateLimit } from './rateLimit';

/** What the links' calls need of the host. */
export interface LinkApiContext {
  /** Where the links are kept: every read and write of them goes through it. */
  store: LinkStore;
  /** The host's clock (real time; a test may move it). */
  now(): number;
  /** The address links are given at (the host's public origin). */
  origin(x: Exchange): string;
  /** The world of the caller (their sandbox cookie or header), if it exists; null for a prospect's world. */
  sellerWorld(x: Exchange): Promise<World | null>;
  budget: BodyBudget;
  /** Resets one opening's world to the link's start. */
  resetOpening(link: LinkRecord, opening: Opening): Promise<boolean>;
}

const LINKS = '/__demo/links';
/**
 * A link's body: 64 KB of fields, and a studio brand's pictures when it carries one (a logo of 500 KB and a
 * background of 2 MB at most, in base64).
 */
export const MAX_LINK_BODY = 64 * 1024 + Math.ceil(((MAX_LOGO_BYTES + MAX_BACKGROUND_BYTES) * 4) / 3) + 1024;

/** The seller a call comes from: the console's token (token or X-Token) of a session in the caller's world. */
export function sellerOf(x: Exchange, world: World | null): LinkViewer | null {
  const token = x.headers.token || x.headers['x-token'];
  if (!token || !world) return null;
  const db = world.backend.db;
  const s = db.sessions.find((v) => v.token === token && !v.cleared);
  const user = s && db.users.find((u) => u.id === s.userId);
  return user ? { userId: user.id, oemCode: user.oemCode, role: roleOf(user) } : null;
}

export function viewOf(link: LinkRecord, now: number, origin: string): DemoLinkView {
  return {
    id: link.id,
    url: `${origin}/l/${link.id}`,
    label: link.label,
    brand: link.brand,
    language: link.language,
    account: link.account,
    page: link.page,
    scene: link.scene,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    hasPasscode: link.passHash !== null,
    maxOpenings: link.maxOpenings,
    fromSellerData: link.start !== null,
    revokedAt: link.revokedAt,
    openings: link.openings.length,
    lastSeenAt: link.lastSeenAt,
    state: linkState({ ...link, openings: link.openings.length }, now),
    owner: link.owner,
  };
}

/** A link's openings as the seller reads them: numbered 1, 2, ... (never their sandbox's key), with their timelines. */
export function openingsOf(link: LinkRecord, openings: Record<string, Opening>) {
  return link.openings.flatMap((id, i) => {
    const op = openings[id];
    if (!op) return [];
    const opened = op.events.find((e) => e.kind === 'opened');
    const timeline = timelineOf(op).map((e) => ({ ...e, opening: String(i + 1) }));
    return [
      {
        n: i + 1,
        openedAt: op.openedAt,
        device: opened?.kind === 'opened' ? opened.device : 'desktop',
        language: opened?.kind === 'opened' ? opened.language : '',
        timeline,
      },
    ];
  });
}

/** A link's openings as the store holds them, by id. */
async function openingsOfStore(store: LinkStore, link: LinkRecord): Promise<Record<string, Opening>> {
  const all = await Promise.all(link.openings.map((id) => store.opening(id)));
  return Object.fromEntries(all.flatMap((o) => (o ? [[o.id, o]] : [])));
}

const say = (x: Exchange, key: string, vars?: Record<string, string | number>): string =>
  refuseWords(x.lang, key, vars);

async function jsonBody(x: Exchange, budget: BodyBudget): Promise<{ body: unknown } | null> {
  const read = await readBody(x, MAX_LINK_BODY, budget);
  if ('refused' in read) {
    if (read.refused === 'tooLarge') x.send(413, { error: say(x, 'bodyTooLarge', { max: MAX_LINK_BODY }) });
    else {
      const busy = readRefusal(x, 'busy', MAX_LINK_BODY, budget);
      x.send(busy.status, { error: busy.reply.msg }, busy.headers);
    }
    return null;
  }
  const text = read.body.toString('utf8');
  if (!text.trim()) return { body: {} };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    x.send(400, { field: 'body', error: say(x, 'body') });
    return null;
  }
}

const limits = new RateLimit(120, 60_000);

/**
 * The seller's links over HTTP (for the Share panel, scripts and a CRM), all behind the console's token:
 * `POST /__demo/links`, `GET /__demo/links`, `GET /__demo/links/choices`, `POST /__demo/links/<id>/revoke`,
 * `POST /__demo/links/<id>/extend`, `GET /__demo/links/<id>/events` (`?format=csv`),
 * `POST /__demo/links/<id>/openings/<n>/reset`. A link another seller may not see answers 404, as one that is not
 * there (src/domain/demoLinks.ts maySeeLink).
 */
export async function answerLinks(x: Exchange, ctx: LinkApiContext): Promise<void> {
  const world = await ctx.sellerWorld(x);
  const seller = sellerOf(x, world);
  if (!seller || !world) {
    await readBody(x, MAX_LINK_BODY, ctx.budget);
    return x.send(401, { error: say(x, 'signIn') });
  }
  if (!can(seller.role, 'shareDemoLinks')) {
    await readBody(x, MAX_LINK_BODY, ctx.budget);
    return x.send(403, { error: say(x, 'notAllowed') });
  }
  const wait = limits.take(seller.userId, ctx.now());
  if (wait > 0) {
    await readBody(x, MAX_LINK_BODY, ctx.budget);
    return x.send(429, { error: say(x, 'tooMany', { seconds: wait }) }, { 'retry-after': String(wait) });
  }
  const got = await jsonBody(x, ctx.budget);
  if (!got) return;
  const now = ctx.now();
  const origin = ctx.origin(x);
  const method = x.req.method ?? 'GET';
  const sub = x.url.pathname.slice(LINKS.length);
  if (sub === '' || sub === '/') {
    if (method === 'GET') {
      const mine = (await ctx.store.links())
        .filter((l) => maySeeLink(seller, l.owner))
        .sort((a, b) => b.createdAt - a.createdAt);
      return x.send(200, { links: mine.map((l) => viewOf(l, now, origin)) });
    }
    if (method !== 'POST')
      return x.send(405, { error: say(x, 'method', { methods: 'GET, POST' }) }, { allow: 'GET, POST' });
    const checked = checkLinkInput(got.body, now, x.lang);
    if (!checked.ok) return x.send(400, { field: checked.field, error: checked.error });
    const input = checked.value;
    const db = world.backend.db;
    if (input.brand && !input.studio && !labelHosts(db).some((b) => b.host === input.brand))
      return x.send(400, { field: 'brand', error: say(x, 'brandUnknown', { brand: input.brand }) });
    if (!db.users.some((u) => u.mobile === input.account))
      return x.send(400, { field: 'account', error: say(x, 'accountUnknown', { account: input.account }) });
    const linkId = newLinkId();
    const copied = input.fromSellerData ? copyForLink(world, linkId) : null;
    const link: LinkRecord = {
      id: linkId,
      label: input.label,
      brand: input.brand,
      language: input.language,
      account: input.account,
      page: input.page,
      scene: input.scene,
      createdAt: now,
      expiresAt: input.expiresAt,
      passHash: input.passcode ? await hashPasscode(input.passcode) : null,
      maxOpenings: input.maxOpenings,
      start: copied?.start ?? null,
      clockAhead: copied?.clockAhead ?? 0,
      studio: input.studio,
      revokedAt: null,
      owner: { userId: seller.userId, oemCode: seller.oemCode },
      openings: [],
      lastSeenAt: null,
    };
    await ctx.store.commit({ op: 'link', link });
    return x.send(201, { id: link.id, url: `${origin}/l/${link.id}`, link: viewOf(link, now, origin) });
  }
  if (sub === '/choices' && method === 'GET') {
    return x.send(200, {
      brands: labelHosts(world.backend.db),
      accounts: DEMO_ACCOUNTS.map((a) => ({ mobile: a.mobile, role: a.role })),
      scenes: SCENE_NAMES,
    });
  }
  const m = /^\/([^/]+)(\/.*)?$/.exec(sub);
  const id = m?.[1] ?? '';
  const link = LINK_ID.test(id) ? await ctx.store.link(id) : undefined;
  if (!link || !maySeeLink(seller, link.owner)) return x.send(404, { error: say(x, 'noLink') });
  const rest = m?.[2] ?? '';
  if (rest === '/revoke' && method === 'POST') {
    await ctx.store.commit({ op: 'revoke', id, at: now });
    return x.send(200, viewOf(link, now, origin));
  }
  if (rest === '/extend' && method === 'POST') {
    const body = got.body as Record<string, unknown> | null;
    const expiry = checkExpiry(body && typeof body === 'object' ? body.expiresAt : undefined, now, x.lang);
    if (!expiry.ok) return x.send(400, { field: expiry.field, error: expiry.error });
    if (link.revokedAt !== null) return x.send(409, { error: say(x, 'revoked') });
    await ctx.store.commit({ op: 'extend', id, expiresAt: expiry.value });
    return x.send(200, viewOf(link, now, origin));
  }
  if (rest === '/events' && method === 'GET') {
    const openings = openingsOf(link, await openingsOfStore(ctx.store, link));
    if (x.url.searchParams.get('format') === 'csv') {
      const rows: TimelineEntry[] = openings.flatMap((o) => o.timeline);
      x.res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="demo-link-${id}.csv"`,
      });
      x.res.end(timelineCsv(rows));
      return;
    }
    return x.send(200, { link: viewOf(link, now, origin), openings });
  }
  const reset = /^\/openings\/(\d{1,6})\/reset$/.exec(rest);
  if (reset && method === 'POST') {
    const key = link.openings[Number(reset[1]) - 1];
    const opening = key === undefined ? undefined : await ctx.store.opening(key);
    if (!opening || !(await ctx.resetOpening(link, opening))) return x.send(404, { error: say(x, 'noOpening') });
    return x.send(200, { reset: Number(reset[1]) });
  }
  return x.send(404, { error: say(x, 'noCall') });
}
