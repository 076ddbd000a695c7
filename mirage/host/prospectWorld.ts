import { randomBytes } from 'node:crypto';
import { isSuccessCode, PLATFORM_HEADER } from '../../src/domain/constants';
import { freshTokenNonce } from '../backend';
import { Clock } from '../clock';
import type { DbData } from '../db';
import { SCENES, isSceneName } from '../scenes';
import type { ScenarioName } from '../scenarios';
import { clearMediaStore, copyScope } from '../mediaStore';
import { buildDb } from '../seed';
import { syncStudioBrands } from '../studioBrands';
import { mediaScope, type World, type Worlds } from '../node/worlds';
import type { LinkRecord } from './hostState';

/** The cookie the prospect's (and the seller's) sandbox rides in: HttpOnly; an nginx in front may route by it. */
export const SANDBOX_COOKIE = 'fake_sandbox';
/** A prospect's sandbox: 'p' and 128 random bits; a seller's browser: 's' and 128 random bits. */
export const PROSPECT_SANDBOX = /^p[0-9a-f]{32}$/;
export const newSandboxName = (kind: 'p' | 's'): string => `${kind}${randomBytes(16).toString('hex')}`;
/** A link's id: 128 random bits, base64url (22 characters), nothing a person could edit into another link. */
export const newLinkId = (): string => randomBytes(16).toString('base64url');
export const LINK_ID = /^[A-Za-z0-9_-]{22}$/;

/** The data a link's openings start from: the seller's at the link's making (no session of theirs), else the seed. */
export function startData(link: LinkRecord, seed: number, scenario: ScenarioName, now: number): DbData {
  if (link.start) {
    const db = structuredClone(link.start);
    return db;
  }
  const sceneScenario = isSceneName(link.scene) ? SCENES[link.scene].scenario : undefined;
  return buildDb(seed, sceneScenario ?? scenario, now);
}

/**
 * Where a link keeps the files of the seller's data it was made from (their uploads, the speech and videos made from
 * them): a media scope of its own, which no world's name can be (a world's has no colon), copied into each opening.
 */
export const linkMediaScope = (linkId: string): string => `link:${linkId}`;

/**
 * A copy of a world's data to start openings from: without its sessions, with a token part of its own; and the files
 * that data names, kept under the link (the seller may delete or replace theirs after the link is sent); and how far
 * ahead of real time the seller's clock was, which each opening's clock keeps (a work made on it renders on time).
 */
export function copyForLink(world: World, linkId: string): { start: DbData; clockAhead: number } {
  const copy = structuredClone(world.backend.db);
  copy.sessions = [];
  copy.tokenNonce = freshTokenNonce();
  copyScope(mediaScope(world.name), linkMediaScope(linkId));
  // The data's times are on the seller's clock, which their demo controls may have moved: the openings keep it.
  return { start: copy, clockAhead: world.backend.clock.now() - Date.now() };
}

/**
 * Makes a prospect's world from the link's state, runs the link's scene on it (its data, and its clock at the scene's
 * speed, as the static demo plays it), wears the link's studio brand, and signs the link's account in: the console the
 * prospect opens is signed in, on the link's page. The world's files are the link's (none unless it started from the
 * seller's data). Written to --persist before it is answered.
 */
export function openProspectWorld(
  worlds: Worlds,
  name: string,
  link: LinkRecord,
  opts: { seed: number; scenario: ScenarioName; language: string },
): { world: World; token: string; userId: string; tokenId: string; page: string } | null {
  const real = Date.now();
  const now = real + (link.start ? (link.clockAhead ?? 0) : 0);
  const db = startData(link, opts.seed, opts.scenario, now);
  db.sessions = [];
  db.tokenNonce = freshTokenNonce();
  const scene = isSceneName(link.scene) ? SCENES[link.scene] : null;
  const clock = Clock.start(now, scene?.speed ?? 1);
  let page = link.page;
  let account = link.account;
  if (link.studio) syncStudioBrands(db, [link.studio]);
  if (scene) {
    const out = scene.prepare({ db, now, clock });
    account = scene.account;
    page = out?.page ?? scene.page;
  }
  // The console follows the account's saved language once signed in: the link's, for this prospect.
  const user = db.users.find((u) => u.mobile === account);
  if (!user) return null;
  user.appLanguage = link.language;
  const world = worlds.restore(name, { db, clock: clock.snapshot(), faults: [], createdAt: real });
  // A reset opening starts from the link's files again, without what the prospect uploaded meanwhile.
  clearMediaStore(mediaScope(name));
  if (link.start) copyScope(linkMediaScope(link.id), mediaScope(name));
  // Kept whole now: the sign-in below is journaled on top of it.
  world.backend.onChange();
  const session = signInProspect(world, account, opts.language, link.brand);
  return session ? { world, ...session, page } : null;
}

/** The account's session in a prospect's world (a new one each time the browser comes back by the link). */
export function signInProspect(
  world: World,
  account: string,
  language: string,
  brand: string,
): { token: string; userId: string; tokenId: string } | null {
  const user = world.backend.db.users.find((u) => u.mobile === account);
  if (!user) return null;
  const out = world.backend.handle('post', '/userInfo/loginByPwd', {
    query: {},
    body: { mobilePhone: user.mobile, passWord: user.password },
    headers: { 'accept-language': language, platform: PLATFORM_HEADER },
    host: brand || 'localhost',
    origin: '',
  });
  if (!('reply' in out) || !isSuccessCode(out.reply.code)) return null;
  const { token, userId, tokenId } = out.reply.data as { token: string; userId: string; tokenId: string };
  return { token, userId, tokenId };
}

/** The account a link signs in as: its scene's, when it plays one. */
export const accountOf = (link: LinkRecord): string =>
  isSceneName(link.scene) ? SCENES[link.scene].account : link.account;
