import { TRAINING_MS } from '../../src/domain/assets';
import { EDIT_MS, QUEUE_MS, WAIT_MS } from '../../src/domain/task';
import { type DbUser, findUserByMobile, nextId } from '../db';
import { changePower } from '../ledger';
import { SEEDED_TEXTS } from '../seededTexts';
import { HOST_LOOK, memberTask } from '../tasksSeed';
import { clientUser } from '../users';
import { DAY_MS } from '../seed';
import type { Scene } from './index';

const S = 1000;
const MEMBER = '13800000005';
const AGENT = '13800000004';

function member(db: Parameters<Scene['prepare']>[0]['db']): DbUser {
  const u = findUserByMobile(db, MEMBER);
  if (!u) throw new Error(`scene: no account ${MEMBER}`);
  return u;
}

/** A cloned voice ends its training 8 s after the voice page opens; the page re-reads while it trains. */
export const voiceTrains: Scene = {
  name: 'voiceTrains',
  account: MEMBER,
  page: '/voiceclone/index',
  speed: 1,
  momentAfterMs: 8 * S,
  prepare({ db, now }) {
    const trainedAt = now + 8 * S;
    db.voices.unshift({
      id: nextId(db, 'vo'),
      userId: member(db).id,
      name: '品牌代言人',
      version: 'basic',
      ref: 'seed:voice-sample-1',
      createdAt: trainedAt - TRAINING_MS.basic,
      trainedAt,
      fails: false,
      purchased: false,
    });
    return undefined;
  },
};

/** The good-quality model's price for up to 30 s (src/domain/task.ts), spent at submit. */
const YOUZHI_30S = 150;

/** A video enters the queue as My works opens, then edits with its progress and ends successful (40 s, at 2x). */
export const videoRenders: Scene = {
  name: 'videoRenders',
  account: MEMBER,
  page: '/tasklist/tasklist',
  speed: 2,
  momentAfterMs: QUEUE_MS + EDIT_MS,
  prepare({ db, now }) {
    const user = member(db);
    const createdAt = now - WAIT_MS;
    const name = '春季新品发布';
    changePower(db, user, -YOUZHI_30S, 'videoQuality', createdAt, name);
    const look = { ...HOST_LOOK, text: SEEDED_TEXTS.springScript.zh };
    const base = memberTask(nextId(db, 'tk'), name, createdAt, look, { cost: YOUZHI_30S }, 'youzhi');
    db.tasks.unshift({ ...base, userId: user.id });
    return undefined;
  },
};

/**
 * The personal page opens on a monthly package's WeChat payment (`?buy=p2`), which the payer's phone pays 6 s after
 * it starts: the dialog says paid, and the balance and membership go up.
 */
export const paymentArrives: Scene = {
  name: 'paymentArrives',
  account: MEMBER,
  page: '/personal/personal?buy=p2',
  speed: 1,
  momentAfterMs: 6 * S,
  prepare({ db }) {
    db.demoPayAfterMs = 6 * S;
    return undefined;
  },
};

/**
 * A customer of the agent has spent every point (a recharge, then two top-model videos); the agent opens their
 * details, where the balance reads 0, and recharges them.
 */
export const outOfPower: Scene = {
  name: 'outOfPower',
  account: AGENT,
  page: '/usermanage/myClient',
  speed: 1,
  momentAfterMs: 0,
  prepare({ db, now }) {
    const agent = findUserByMobile(db, AGENT);
    if (!agent) throw new Error(`scene: no account ${AGENT}`);
    const customer = clientUser({
      id: nextId(db, 'c'),
      mobile: '13900000777',
      password: 'demo123',
      nickname: '林晓',
      parentId: agent.id,
      aigcExpiresTime: now + 30 * DAY_MS,
      power: 0,
      inviteCode: 'LINXIAO',
      oemCode: agent.oemCode,
      createdAt: now - 20 * DAY_MS,
    });
    db.users.push(customer);
    changePower(db, customer, 3000, 'recharge', now - 3 * DAY_MS, '', agent.id);
    changePower(db, customer, -1200, 'videoTop', now - 2 * DAY_MS, '门店宣传片');
    changePower(db, customer, -1800, 'videoTop', now - 3 * 60 * 60 * S, '新品上市');
    return { page: `/usermanage/myClientDetail/${customer.id}` };
  },
};

/** The 10,000-client reseller: the plain agent's client list, paged and searched on the server. */
export const largeReseller: Scene = {
  name: 'largeReseller',
  account: AGENT,
  page: '/usermanage/myClient',
  scenario: 'large',
  speed: 1,
  momentAfterMs: 0,
  prepare: () => undefined,
};

/** The member's VIP ends 10 s after the personal page opens: the top bar turns to 'VIP expired'. */
export const expiringMembership: Scene = {
  name: 'vipExpires',
  account: MEMBER,
  page: '/personal/personal',
  speed: 1,
  momentAfterMs: 10 * S,
  prepare({ db, now }) {
    member(db).aigcExpiresTime = now + 10 * S;
    return undefined;
  },
};
