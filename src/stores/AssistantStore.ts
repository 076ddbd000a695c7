import { makeAutoObservable, runInAction } from 'mobx';
import * as roleApi from '../api/role';
import type { RoleUserDto } from '../api/types';
import { ASSISTANT_MARK } from '../domain/roles';
import { trackLoad } from './trackLoad';

/** The boss assistants of the brand (admin only): list, grant by mobile, remove. */
export class AssistantStore {
  list: RoleUserDto[] = [];
  total = 0;
  loading = false;
  loaded = false;
  error = '';

  constructor() {
    makeAutoObservable(this);
  }

  load(): Promise<void> {
    return trackLoad(
      this,
      () => roleApi.queryRoleList({ roleName: ASSISTANT_MARK, pageNum: 1, pageSize: 100 }),
      (page) => {
        this.list = page.list;
        this.total = page.total;
      },
    );
  }

  async grant(mobilePhone: string): Promise<RoleUserDto> {
    const u = await roleApi.settingUserRole({ roleName: ASSISTANT_MARK, mobilePhone });
    await this.load();
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

  reset(): void {
    this.list = [];
    this.total = 0;
    this.loaded = false;
    this.error = '';
  }
}
