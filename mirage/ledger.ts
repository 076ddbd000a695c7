import type { PowerRecordType } from '../src/domain/power';
import { type DbData, type DbUser, nextId } from './db';

/**
 * The only way the fake server changes a balance: it writes the record and the balance together, so the sum of a
 * user's records is their balance at every moment. Returns false (and changes nothing) when a debit would go below
 * zero; callers answer with their own 'insufficient' message.
 */
export function changePower(
  db: DbData,
  user: DbUser,
  delta: number,
  type: PowerRecordType,
  at: number,
  note = '',
  operatorId = user.id,
): boolean {
  if (!Number.isInteger(delta) || delta === 0)
    throw new RangeError(`power change must be a non-zero integer, got ${delta}`);
  if (user.power + delta < 0) return false;
  user.power += delta;
  db.powerRecords.push({
    id: nextId(db, 'pr'),
    userId: user.id,
    type,
    delta,
    balance: user.power,
    createdAt: at,
    note,
    operatorId,
  });
  return true;
}

/** Sum of a user's records (the invariant the tests check: it equals the balance). */
export const ledgerSum = (db: DbData, userId: string): number =>
  db.powerRecords.filter((r) => r.userId === userId).reduce((s, r) => s + r.delta, 0);
