import type { Scenario } from './index';

const DEMO_MOBILE = /^138000000\d\d$/;

/**
 * A brand-new account, for every demo account: no customers or sub-agents under anyone (only the demo accounts
 * themselves), no digital humans, voices, audio, uploads or videos. The ordinary member (13800000005) has just
 * registered, with no VIP and no power; the other accounts keep their power and membership.
 */
export const emptyScenario: Scenario = {
  apply(db, { now }) {
    db.users = db.users.filter((u) => DEMO_MOBILE.test(u.mobile));
    db.avatars = [];
    db.voices = [];
    db.audios = [];
    db.tasks = [];
    db.sources = [];
    const member = db.users.find((u) => u.mobile === '13800000005');
    if (!member) return;
    member.aigcExpiresTime = 0;
    member.power = 0;
    member.createdAt = now;
  },
};
