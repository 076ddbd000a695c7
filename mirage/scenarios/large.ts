import { seededRandom } from '../random';
import { customerName, customerNameEn } from '../customerNames';
import { addSeededPeople } from '../seededNames';
import { clientUser } from '../users';
import type { DbData } from '../db';
import type { Scenario } from './index';
import { seedLongLists } from './longLists';
import { seedManyAvatars } from './manyAvatars';

export const LARGE_CLIENT_COUNT = 10_000;
/**
 * A large reseller: 10,000 clients under the plain agent (13800000004), generated from the seed in a few ms; and a
 * member with more digital humans than one read of a list holds (manyAvatars.ts), and voices, audio and works over
 * several pages (longLists.ts).
 */
export const largeScenario: Scenario = {
  apply(db, { seed, now }) {
    const rand = seededRandom(seed * 7919);
    // Cards come from a stream of their own, so the names, numbers and balances stay those of every earlier seed.
    const held = seededRandom(seed * 7919 + 1);
    const few = (p: number, most: number) => (held() < p ? 1 + Math.floor(held() * most) : 0);
    const agent = db.users.find((u) => u.mobile === '13800000004');
    seedManyAvatars(db, now);
    seedLongLists(db, now);
    if (!agent) return;
    for (let i = 0; i < LARGE_CLIENT_COUNT; i++) {
      const vip = Math.floor(rand() * 400) - 60;
      const nickname = customerName(rand);
      db.users.push(
        clientUser({
          id: `l${i + 1}`,
          mobile: `19${String(100000000 + i).padStart(9, '0')}`,
          password: 'demo123',
          nickname,
          parentId: agent.id,
          aigcExpiresTime: vip === 0 ? 0 : now + vip * 86_400_000,
          power: Math.floor(rand() * 1000) * 10,
          inviteCode: `L${i.toString(36).toUpperCase().padStart(5, '0')}`,
          oemCode: agent.oemCode,
          createdAt: now - Math.floor(rand() * 365) * 86_400_000,
          cards: { day: few(0.3, 10), month: few(0.2, 3), year: few(0.08, 1) },
        }),
      );
    }
    nameGeneratedClients(db);
  },
};

/**
 * An English demo reads every generated customer by an English name, as it reads the fixture's customers: given when
 * the scenario is built, and again when a kept database is read back (a reload), since the names live beside the data.
 */
export function nameGeneratedClients(db: DbData): void {
  // A generated name that is also a seeded person's own (a demo account's) keeps its Chinese: the English is keyed by
  // the name, and the account's name is shown as it is.
  const own = new Set(db.users.filter((u) => !GENERATED_ID.test(u.id)).map((u) => u.nickname));
  addSeededPeople(
    db.users
      .filter((u) => GENERATED_ID.test(u.id) && !own.has(u.nickname))
      .map((u) => ({ nickname: u.nickname, nicknameEn: customerNameEn(u.nickname) })),
  );
}
const GENERATED_ID = /^l\d+$/;
