import type { OverviewCounts, OverviewDto, OverviewPoint } from '../../src/api/types';
import {
  bucketIndex,
  bucketStarts,
  checkRange,
  isTzOffset,
  QUICK_RANGE_KEYS,
  type QuickRange,
  quickRange,
  type TimeRange,
} from '../../src/domain/overview';
import { type Ctx, ok, paramError, type Handlers } from '../handler';
import { managedBy } from '../reseller';

/**
 * The figures of the overview, over the people the caller manages:
 * - registrations: people who joined in the range; invites: those of them the caller invited directly;
 * - recharges: recharge operations in the range (a computing-power recharge, a membership recharge; a package,
 *   which is both, counts once);
 * - agents and clients: how many the caller has at the end of the range, and at the end of each point's day or
 *   week (levels, not events: the last point's equal the totals).
 */
export function overview(ctx: Ctx, r: TimeRange): OverviewDto {
  const people = managedBy(ctx.db, ctx.user);
  const starts = bucketStarts(r);
  const series: OverviewPoint[] = starts.map((start) => ({
    start,
    invites: 0,
    registrations: 0,
    recharges: 0,
    agents: 0,
    clients: 0,
  }));
  // Where each point's day or week ends (the last one at the range's end).
  const ends = starts.map((_, i) => starts[i + 1] ?? r.end);
  const totals = { invites: 0, registrations: 0, recharges: 0, agents: 0, clients: 0 };
  const inRange = (t: number) => t >= r.start && t < r.end;
  const bump = (t: number, key: keyof OverviewCounts) => {
    totals[key]++;
    const b = series[bucketIndex(r, t)];
    if (b) b[key]++;
  };
  const ids = new Set<string>();
  for (const u of people) {
    ids.add(u.id);
    if (u.createdAt < r.end) {
      const level = u.isAgent === 1 ? 'agents' : 'clients';
      totals[level]++;
      for (let i = 0; i < series.length; i++) if (u.createdAt < ends[i]) series[i][level]++;
    }
    if (!inRange(u.createdAt)) continue;
    bump(u.createdAt, 'registrations');
    if (u.parentId === ctx.user.id) bump(u.createdAt, 'invites');
  }
  // A package logs its membership and credits its power: counted once, with its membership entry.
  for (const p of ctx.db.powerRecords) {
    if (p.type !== 'recharge' || p.delta <= 0 || p.note.startsWith('package:')) continue;
    if (inRange(p.createdAt) && ids.has(p.userId)) bump(p.createdAt, 'recharges');
  }
  for (const c of ctx.db.changeLogs) {
    if (c.field === 'vip' && inRange(c.createdAt) && ids.has(c.userId)) bump(c.createdAt, 'recharges');
  }
  return { range: r, totals, series };
}

export const overviewHandlers = {
  '/overview/getOverviewData': (ctx) => {
    const b = ctx.input;
    // Quick ranges are the reader's last whole days up to today on the server's clock (the demo's clock is
    // virtual, the browser's is not): each point is one of the reader's days.
    const quick = QUICK_RANGE_KEYS.includes(b.range as QuickRange) ? (b.range as QuickRange) : null;
    if (b.range !== undefined && !quick) return paramError(ctx, 'range');
    const tz = b.tzOffset ?? 0;
    if (!isTzOffset(tz)) return paramError(ctx, 'tzOffset');
    const r = quick ? quickRange(quick, ctx.clock.now(), tz) : { start: Number(b.startTime), end: Number(b.endTime) };
    if (!checkRange(r)) return paramError(ctx, 'startTime');
    return ok(overview(ctx, r));
  },
} satisfies Handlers;
