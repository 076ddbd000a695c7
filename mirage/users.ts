import type { UserInfoDto } from '../src/api/types';
import type { DbUser } from './db';

/** What the service sends of a user: never the password. */
export function toUserDto(u: DbUser): UserInfoDto {
  return {
    userId: u.id,
    nickname: u.nickname,
    mobile: u.mobile,
    avatar: u.avatar,
    isAdmin: u.isAdmin,
    isAgent: u.isAgent,
    canSetAgent: u.canSetAgent,
    userRole: u.userRole,
    appLanguage: u.appLanguage,
    aigcExpiresTime: u.aigcExpiresTime,
    unifiedComputingPower: u.power,
    inviteCode: u.inviteCode,
    oemCode: u.oemCode,
  };
}
