import { INVITATION_GIFT } from '../src/domain/membership';
import { logChange } from './changeLog';
import type { DbData, DbUser } from './db';
import { changePower } from './ledger';

/** An account registered with `inviter`'s code: the inviter receives the invitation gift, logged like any change. */
export function giveInvitationGift(db: DbData, inviter: DbUser, invitee: DbUser, now: number): void {
  const before = inviter.power;
  changePower(db, inviter, INVITATION_GIFT, 'invitationGift', now, invitee.nickname, invitee.id);
  logChange(db, inviter, 'power', before, inviter.power, invitee.id, now);
}
