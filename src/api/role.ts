import { callApi } from './http';
import type { PageDto, RoleListRequest, RoleUserDto } from './types';

/** Grants a role (the boss assistant, 'zhuli') to a person of the brand, named by mobile or id. */
export const settingUserRole = (p: { roleName: string; mobilePhone?: string; userId?: string }): Promise<RoleUserDto> =>
  callApi('/userInfo/settingUserRole', p);

export const queryRoleList = (req: RoleListRequest): Promise<PageDto<RoleUserDto>> =>
  callApi('/userInfo/queryRoleList', req);

export const removeUserRole = (p: { roleName: string; userId: string }): Promise<RoleUserDto> =>
  callApi('/userInfo/removeUserRole', p);
