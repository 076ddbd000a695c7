import accounts from '../fixtures/accounts.json';
import brands from '../fixtures/brands.json';
import customers from '../fixtures/customers.json';
import { addSeededPeople } from './seededNames';
import packages from '../fixtures/packages.json';
import demo from '../fixtures/demo.json';
import { isLanguage } from '../src/domain/language';
import { PACKAGE_PERIODS, type PackagePeriod } from '../src/domain/power';
import { DB_VERSION, type DbBrand, type DbData, type DbPackage, type DbUser } from './db';
import { seedAssets } from './assetsSeed';
import { seedTasks } from './tasksSeed';
import { changePower } from './ledger';
import { seedPersonalHistory } from './personalSeed';
import { SCENARIOS, type ScenarioName } from './scenarios';
import { clientUser } from './users';

// An English demo reads the demo accounts and the seeded customers by their English names (mirage/seededNames.ts).
addSeededPeople(accounts);
addSeededPeople(customers);

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const DEMO_PASSWORD = demo.password;
export const DEMO_SMS_CODE = demo.smsCode;
export const DEFAULT_SEED = 1;

/** Fixture dates are days relative to the reference date; rebasing them on the clock keeps the demo fresh. */
const at = (now: number, days: number): number => now + days * DAY_MS;

function accountUser(a: (typeof accounts)[number], now: number): DbUser {
  return {
    id: a.id,
    mobile: a.mobile,
    password: DEMO_PASSWORD,
    nickname: a.nickname,
    avatar: '',
    isAdmin: a.isAdmin,
    isAgent: a.isAgent,
    canSetAgent: a.canSetAgent,
    userRole: a.userRole,
    parentId: a.parentId,
    aigcExpiresTime: at(now, a.vipDays),
    power: a.power,
    inviteCode: a.inviteCode,
    oemCode: a.oemCode,
    appLanguage: isLanguage(a.appLanguage) ? a.appLanguage : 'zh',
    createdAt: at(now, a.createdDays),
    // A copy: the fixture object is shared by every database built in this process (reset, tests).
    cards: { ...a.cards },
  };
}

function customerUser(c: (typeof customers)[number], now: number): DbUser {
  return clientUser({
    id: c.id,
    mobile: c.mobile,
    password: DEMO_PASSWORD,
    nickname: c.nickname,
    isAgent: c.isAgent,
    canSetAgent: c.canSetAgent,
    parentId: c.parentId,
    // 0 days in the fixture means 'never had VIP'.
    aigcExpiresTime: c.vipDays === 0 ? 0 : at(now, c.vipDays),
    power: c.power,
    inviteCode: c.inviteCode,
    oemCode: 'ZHIYING',
    createdAt: at(now, c.createdDays),
    cards: c.cards,
  });
}

const toPackage = (p: (typeof packages)[number]): DbPackage => ({
  ...p,
  period: (PACKAGE_PERIODS as readonly string[]).includes(p.period) ? (p.period as PackagePeriod) : 'month',
});

/** Each fixture customer's place in the fixture: how often they recharge follows from it. */
const CUSTOMER_INDEX = new Map(customers.map((c, i) => [c.id, i]));
const MAX_LATER_RECHARGES = 5;

/**
 * The recharges a fixture customer made after joining: every few weeks (18 to 40 days, by customer) a sixth or so of
 * their balance, from their reseller, up to today. So a customer's ledger reads as a customer's, and a reseller's
 * overview shows recharges apart from sign-ups, this week too. None for the demo accounts (their history is
 * personalSeed.ts) or a scenario's generated people (10,000 clients keep one opening balance each).
 */
function laterRecharges(u: DbUser, balance: number, now: number): Array<{ at: number; amount: number }> {
  const index = CUSTOMER_INDEX.get(u.id);
  const amount = Math.floor(balance / 6 / 10) * 10;
  if (index === undefined || amount < 10) return [];
  const every = (18 + ((index * 11) % 23)) * DAY_MS;
  // At an hour of their own, not at the very time of day they joined.
  const first = u.createdAt + every + ((index * 7) % 9) * HOUR_MS;
  const out: Array<{ at: number; amount: number }> = [];
  for (let at = first; at < now && out.length < MAX_LATER_RECHARGES; at += every) out.push({ at, amount });
  return out;
}

/**
 * Balances come from the ledger: each seeded user starts at 0 and is recharged their fixture balance, part when they
 * joined (the opening balance) and the rest by their later recharges, so the ledger adds up to the fixture balance
 * from the first boot.
 */
function openingBalances(db: DbData, now: number): void {
  for (const u of db.users) {
    const balance = u.power;
    u.power = 0;
    if (balance <= 0) continue;
    const later = laterRecharges(u, balance, now);
    const opening = balance - later.reduce((sum, r) => sum + r.amount, 0);
    const from = u.parentId ?? u.id;
    changePower(db, u, opening, 'recharge', u.createdAt, 'opening balance', from);
    for (const r of later) changePower(db, u, r.amount, 'recharge', r.at, 'recharge', from);
  }
}

/** The database a fresh boot starts from: fixtures rebased on `now`, then the scenario's changes. */
export function buildDb(seed: number, scenario: ScenarioName, now: number): DbData {
  const db: DbData = {
    version: DB_VERSION,
    seed,
    scenario,
    users: [...accounts.map((a) => accountUser(a, now)), ...customers.map((c) => customerUser(c, now))],
    sessions: [],
    smsCodes: [],
    brands: brands.map((b): DbBrand => ({ ...b })),
    powerRecords: [],
    packages: packages.map(toPackage),
    changeLogs: [],
    orders: [],
    payments: [],
    nextId: 1000,
    sources: [],
    avatars: [],
    voices: [],
    audios: [],
    tasks: [],
    assetQuotas: [],
  };
  seedAssets(db, now);
  seedTasks(db, now);
  SCENARIOS[scenario].apply(db, { seed, now });
  openingBalances(db, now);
  seedPersonalHistory(db, now);
  return db;
}
