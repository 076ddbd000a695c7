import type { Scenario } from './index';

/** An empty new account: the ordinary member (13800000005) has just registered, with no VIP and no power. */
export const emptyScenario: Scenario = {
  apply(db, { now }) {
    const member = db.users.find((u) => u.mobile === '13800000005');
    if (!member) return;
    member.aigcExpiresTime = 0;
    member.power = 0;
    member.createdAt = now;
  },
};
