import history from '../fixtures/history.json';
import { CONSUMPTION_TYPES, type ConsumptionType, PERIOD_DAYS } from '../src/domain/power';
import { DAY_MS } from '../src/domain/membership';
import type { FinalPaymentState } from '../src/domain/payment';
import { type DbData, findUser } from './db';
import { changePower } from './ledger';
import { settle, startPayment } from './payments';

const isConsumption = (t: string): t is ConsumptionType => (CONSUMPTION_TYPES as readonly string[]).includes(t);
const EVENT = { paid: 'pay', cancelled: 'cancel', failed: 'fail', closed: 'close' } as const;

/**
 * A past for the member demo account: orders that ended each way and spending of every kind, in time order, so
 * the ledger, orders and change log show something real. Run after the opening balances; the purchases and the
 * spending add up to zero and the membership is kept as the fixture says, so every balance and expiry stays put.
 */
export function seedPersonalHistory(db: DbData, now: number): void {
  type Step = { userId: string; at: number; run: () => void };
  const steps: Step[] = [];
  for (const o of history.orders) {
    const user = findUser(db, o.userId);
    const pkg = db.packages.find((p) => p.id === o.packageId);
    if (!user || !pkg) continue;
    const at = now + o.day * DAY_MS;
    steps.push({
      userId: user.id,
      at,
      run: () => {
        const r = startPayment(db, user, pkg, at, () => 0.5);
        if ('refused' in r || o.end === 'expired') return;
        const vip = user.aigcExpiresTime;
        // The purchase is what made the fixture's expiry: it started from what was left before it.
        if (o.end === 'paid') user.aigcExpiresTime = vip - PERIOD_DAYS[pkg.period] * DAY_MS;
        settle(db, r.payment, EVENT[o.end as Exclude<FinalPaymentState, 'expired'>], at + 60_000, user.id);
        user.aigcExpiresTime = vip;
      },
    });
  }
  for (const s of history.spending) {
    const user = findUser(db, s.userId);
    if (!user || !isConsumption(s.type)) continue;
    const at = now + s.day * DAY_MS;
    steps.push({
      userId: user.id,
      at,
      run: () => void changePower(db, user, -s.points, s.type as ConsumptionType, at, s.note, user.id),
    });
  }
  // A history older than the account (a scenario made it new) is left out as a whole, so it still adds up.
  const firstAt = new Map<string, number>();
  for (const st of steps) firstAt.set(st.userId, Math.min(firstAt.get(st.userId) ?? Infinity, st.at));
  const fits = (st: Step) => (findUser(db, st.userId)?.createdAt ?? Infinity) <= (firstAt.get(st.userId) ?? 0);
  for (const st of steps.filter(fits).sort((a, b) => a.at - b.at)) st.run();
}
