import { viewingSilent } from '../../src/domain/demoLinks';
import type { Opening } from './hostState';
import type { LinkStore } from './linkStore';

/**
 * The viewings in progress, each with the last time the host heard of it (its opening, a page, an action, a beat of
 * the page). A viewing whose page goes silent (src/domain/demoLinks.ts viewingSilent: a crashed browser, a killed
 * tab) is closed by the host, dated at the last word. Kept in memory: after a restart, an opening whose last event is
 * not an end is a viewing in progress, last heard at that event.
 */
export class OpenViewings {
  private readonly heard = new Map<string, number>();

  /** From the record of openings (at start). */
  static of(openings: Iterable<Opening>): OpenViewings {
    const v = new OpenViewings();
    for (const op of openings) {
      const last = op.events.at(-1);
      if (last && last.kind !== 'end') v.heardOf(op.id, last.at);
    }
    return v;
  }

  heardOf(opening: string, at: number): void {
    this.heard.set(opening, Math.max(this.heard.get(opening) ?? at, at));
  }

  ended(opening: string): void {
    this.heard.delete(opening);
  }

  isOpen(opening: string): boolean {
    return this.heard.has(opening);
  }

  /** The viewings silent at `now`, with the time each was last heard of (its end); taken out of those in progress. */
  takeSilent(now: number): { opening: string; at: number }[] {
    const out: { opening: string; at: number }[] = [];
    for (const [opening, at] of this.heard) if (viewingSilent(at, now)) out.push({ opening, at });
    for (const s of out) this.heard.delete(s.opening);
    return out;
  }
}

/** The viewings in progress of every link a store holds (a single host's, at start). */
export async function openViewingsOf(store: LinkStore): Promise<OpenViewings> {
  const openings: Opening[] = [];
  for (const link of await store.links())
    for (const id of link.openings) {
      const o = await store.opening(id);
      if (o) openings.push(o);
    }
  return OpenViewings.of(openings);
}
