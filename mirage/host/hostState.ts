import type { DemoBrand } from '../../src/domain/demoBrand';
import type { DemoLinkOpens, LinkOwner } from '../../src/domain/demoLinks';
import type { DbData } from '../db';

/** A key action of a prospect: Play (a video), Listen (a voice or audio), a video made, a voice cloned. */
export const VIEW_ACTIONS = ['play', 'listen', 'videoMade', 'voiceCloned'] as const;
export type ViewAction = (typeof VIEW_ACTIONS)[number];

/** What the host records of an opening: no IP address, no user agent, no cookie; the device is phone or desktop. */
export type ViewEvent =
  | { at: number; kind: 'opened'; device: Device; language: string }
  | { at: number; kind: 'page'; page: string }
  | { at: number; kind: 'action'; action: ViewAction }
  | { at: number; kind: 'end'; silent?: true };
export type Device = 'phone' | 'desktop';

export interface LinkRecord extends DemoLinkOpens {
  id: string;
  createdAt: number;
  expiresAt: number;
  /** scrypt hash (mirage/host/passcode.ts), or null for a link without a passcode. */
  passHash: string | null;
  maxOpenings: number | null;
  /** A copy of the seller's data when the link was made, each opening's start; else the seed. */
  start: DbData | null;
  /** How far ahead of real time the seller's clock was when `start` was copied (ms): the openings' clocks keep it. */
  clockAhead?: number;
  /** The studio brand the link wears (its `brand` is this brand's host), as the seller sent it; none: null. */
  studio?: DemoBrand | null;
  revokedAt: number | null;
  owner: LinkOwner;
  /** The openings' ids (their sandboxes), oldest first. */
  openings: string[];
  lastSeenAt: number | null;
}

export interface Opening {
  /** The opening's id, which is also its sandbox's name (and the fake_sandbox cookie's value). */
  id: string;
  linkId: string;
  openedAt: number;
  events: ViewEvent[];
}

export interface HostState {
  links: Record<string, LinkRecord>;
  openings: Record<string, Opening>;
}

/** A change of the host's state: what its journal holds, one a line. */
export type HostOp =
  | { op: 'link'; link: LinkRecord }
  | { op: 'revoke'; id: string; at: number }
  | { op: 'extend'; id: string; expiresAt: number }
  | { op: 'open'; opening: Opening }
  | { op: 'event'; opening: string; event: ViewEvent };

export const emptyState = (): HostState => ({ links: Object.create(null), openings: Object.create(null) });

/** Applies one change; a change naming a link or opening that is not there is ignored (a replay stays whole). */
export function applyOp(s: HostState, o: HostOp): void {
  switch (o.op) {
    case 'link':
      s.links[o.link.id] = o.link;
      return;
    case 'revoke': {
      const l = s.links[o.id];
      if (l && l.revokedAt === null) l.revokedAt = o.at;
      return;
    }
    case 'extend': {
      const l = s.links[o.id];
      if (l) l.expiresAt = o.expiresAt;
      return;
    }
    case 'open': {
      const l = s.links[o.opening.linkId];
      if (!l) return;
      s.openings[o.opening.id] = o.opening;
      l.openings.push(o.opening.id);
      l.lastSeenAt = o.opening.openedAt;
      return;
    }
    case 'event': {
      const op = s.openings[o.opening];
      const l = op && s.links[op.linkId];
      if (!op || !l) return;
      op.events.push(o.event);
      l.lastSeenAt = Math.max(l.lastSeenAt ?? 0, o.event.at);
    }
  }
}

/** One line of an opening's timeline: an event, with the time spent on a page until the next page or the end. */
export type TimelineEntry = ViewEvent & { opening: string; spentMs?: number };

export function timelineOf(op: Opening): TimelineEntry[] {
  return op.events.map((e, i) => {
    if (e.kind !== 'page') return { ...e, opening: op.id };
    const next = op.events.slice(i + 1).find((n) => n.kind === 'page' || n.kind === 'end' || n.kind === 'opened');
    return next ? { ...e, opening: op.id, spentMs: next.at - e.at } : { ...e, opening: op.id };
  });
}

const csvCell = (v: string | number | undefined): string => {
  const s = v === undefined ? '' : String(v);
  // A cell a spreadsheet would run as a formula is quoted and marked as text.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A link's timelines as CSV: one row an event, the openings one after the other. */
export function timelineCsv(entries: readonly TimelineEntry[]): string {
  const head = ['opening', 'time', 'event', 'page', 'action', 'seconds_on_page', 'device', 'language'];
  const rows = entries.map((e) =>
    [
      e.opening,
      new Date(e.at).toISOString(),
      // A viewing the host closed when its page went silent (a crash, a killed tab) is told apart from one left.
      e.kind === 'end' && e.silent ? 'end-silent' : e.kind,
      e.kind === 'page' ? e.page : '',
      e.kind === 'action' ? e.action : '',
      e.spentMs === undefined ? '' : Math.round(e.spentMs / 1000),
      e.kind === 'opened' ? e.device : '',
      e.kind === 'opened' ? e.language : '',
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[head.join(','), ...rows].join('\n')}\n`;
}

/** Phone or desktop, from the user agent at the opening (the agent itself is not kept). */
export const deviceOf = (userAgent: string | undefined): Device =>
  /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent ?? '') ? 'phone' : 'desktop';
