import type { PowerRecordDto, PowerRecordPage } from '../../src/api/types';
import { CONSUMPTION_TYPES, GAIN_TYPES, isGain, type PowerRecordType } from '../../src/domain/power';
import type { DbPowerRecord } from '../db';
import { ok, paramError, type Handlers } from '../handler';
import { isReply, listRequest, newestPage, operatorName } from '../personalQuery';

const TYPES: readonly string[] = [...CONSUMPTION_TYPES, ...GAIN_TYPES];

function typeFilter(raw: string): ((r: DbPowerRecord) => boolean) | null {
  if (raw === '') return () => true;
  if (raw === 'gain') return (r) => isGain(r.type);
  if (raw === 'consumption') return (r) => !isGain(r.type);
  if (TYPES.includes(raw)) return (r) => r.type === (raw as PowerRecordType);
  return null;
}

/** An optional epoch-ms bound: absent or 0 means open. */
function bound(v: number | undefined): number | null | undefined {
  if (v === undefined || v === 0) return undefined;
  return Number.isFinite(v) && v >= 0 ? v : null;
}

export const powerHandlers = {
  '/powerRecord/getPowerRecordList': (ctx) => {
    const q = listRequest(ctx);
    if (isReply(q)) return q;
    const match = typeFilter(ctx.input.type ?? '');
    if (!match) return paramError(ctx, 'type');
    const start = bound(ctx.input.startTime);
    const end = bound(ctx.input.endTime);
    if (start === null) return paramError(ctx, 'startTime');
    if (end === null || (start !== undefined && end !== undefined && end < start)) return paramError(ctx, 'endTime');
    const rows = ctx.db.powerRecords.filter(
      (r) =>
        r.userId === q.target.id &&
        match(r) &&
        (start === undefined || r.createdAt >= start) &&
        (end === undefined || r.createdAt <= end),
    );
    const found = newestPage(
      rows,
      q.page,
      (r): PowerRecordDto => ({
        id: r.id,
        type: r.type,
        delta: r.delta,
        balance: r.balance,
        note: r.note,
        createdAt: r.createdAt,
        operatorName: operatorName(ctx.db, r.operatorId),
      }),
    );
    const page: PowerRecordPage = {
      ...found,
      gained: rows.filter((r) => r.delta > 0).reduce((s, r) => s + r.delta, 0),
      spent: rows.filter((r) => r.delta < 0).reduce((s, r) => s - r.delta, 0),
    };
    return ok(page);
  },
} satisfies Handlers;
