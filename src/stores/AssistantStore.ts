import { runInAction } from 'mobx';
import * as roleApi from '../api/role';
import type { RoleUserDto } from '../api/types';
import { ASSISTANT_MARK } from '../domain/roles';
import { ListLoader } from './ListLoader';

/** How many assistants a brand may list on its one page. */
const ASSISTANT_PAGE = 100;

/** The boss assistants of the brand (admin only): list, grant by mobile, remove. */
export class AssistantStore extends ListLoader<RoleUserDto> {
  constructor() {
    super({
      pageSize: ASSISTANT_PAGE,
      filter: {},
      fetch: ({ pageNum, pageSize }) => roleApi.queryRoleList({ roleName: ASSISTANT_MARK, pageNum, pageSize }),
    });
  }

  async grant(mobilePhone: string): Promise<RoleUserDto> {
    const u = await roleApi.settingUserRole({ roleName: ASSISTANT_MARK, mobilePhone });
    await this.reload();
    return u;
  }

  async remove(userId: string): Promise<RoleUserDto> {
    const u = await roleApi.removeUserRole({ roleName: ASSISTANT_MARK, userId });
    runInAction(() => {
      this.list = this.list.filter((x) => x.userId !== userId);
      this.total = Math.max(0, this.total - 1);
    });
    return u;
  }
}
