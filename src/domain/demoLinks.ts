import type { Language } from './language';
import { can } from './permissions';
import type { Role } from './roles';

/**
 * Demo links of the demo host (mirage/host): a record with an opaque id that a prospect opens at /l/<id>. The rules
 * both the host and the console's Share panel follow live here: a link's state, and who may see and manage it.
 */
export type LinkState = 'active' | 'expired' | 'revoked' | 'usedUp';
export const LINK_STATES: readonly LinkState[] = ['active', 'expired', 'revoked', 'usedUp'];

/** The seller who made a link: their account, and the brand (oemCode) it belongs to. */
export interface LinkOwner {
  userId: string;
  oemCode: string;
}

/** Who asks: a signed-in seller with their role. */
export interface LinkViewer extends LinkOwner {
  role: Role | null;
}

/** What a link opens, and the label its seller knows it by: the same in the request, the record and the list. */
export interface DemoLinkOpens {
  label: string;
  brand: string;
  language: Language;
  account: string;
  page: string;
  scene: string;
}

/** What the host keeps of a link and lists to its seller (never the passcode, nor its hash). */
export interface DemoLinkView extends DemoLinkOpens {
  id: string;
  url: string;
  createdAt: number;
  expiresAt: number;
  hasPasscode: boolean;
  maxOpenings: number | null;
  fromSellerData: boolean;
  revokedAt: number | null;
  openings: number;
  lastSeenAt: number | null;
  state: LinkState;
  owner: LinkOwner;
}

/** The longest a link may live (a link is for one sales conversation, not for ever). */
export const MAX_LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
export const MAX_LINK_OPENINGS = 1000;
export const PASSCODE_MIN = 4;
export const PASSCODE_MAX = 64;
export const LINK_LABEL_MAX = 80;

/** How often a prospect's page tells the host it is still open (while it is shown). */
export const VIEW_BEAT_MS = 30_000;
/**
 * How long the host waits without a word from a prospect's page (no beat, no page, no action) before it closes the
 * viewing: a crashed browser or a killed tab sends no end. Four beats missed; the end is dated at the last word.
 */
export const VIEW_SILENCE_MS = 4 * VIEW_BEAT_MS;

/** Whether a viewing last heard of at `heardAt` has gone silent at `now` (VIEW_SILENCE_MS). */
export const viewingSilent = (heardAt: number, now: number): boolean => now - heardAt >= VIEW_SILENCE_MS;

/** A link's state at `now`: revoked wins, then expired, then used up (every opening taken). */
export function linkState(
  link: { revokedAt: number | null; expiresAt: number; maxOpenings: number | null; openings: number },
  now: number,
): LinkState {
  if (link.revokedAt !== null) return 'revoked';
  if (now >= link.expiresAt) return 'expired';
  if (link.maxOpenings !== null && link.openings >= link.maxOpenings) return 'usedUp';
  return 'active';
}

/** Whether a new browser may open the link now (an existing opening lives on until expiry or revocation). */
export const opensAgain = (state: LinkState): boolean => state === 'active';

/** Whether an opening already made keeps working: a used-up link still serves the prospects it has. */
export const openingLives = (state: LinkState): boolean => state === 'active' || state === 'usedUp';

/**
 * Whether `viewer` may see and manage a link of `owner`: one's own links with `shareDemoLinks`; every link of one's
 * brand with `seeBrandDemoLinks` (the policy of src/domain/permissions.ts). Anything else is as if it did not exist.
 */
export function maySeeLink(viewer: LinkViewer, owner: LinkOwner): boolean {
  if (!can(viewer.role, 'shareDemoLinks')) return false;
  if (viewer.userId === owner.userId && viewer.oemCode === owner.oemCode) return true;
  return can(viewer.role, 'seeBrandDemoLinks') && viewer.oemCode === owner.oemCode;
}
