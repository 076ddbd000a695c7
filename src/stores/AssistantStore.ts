import { makeAutoObservable, runInAction } from 'mobx';
import * as roleApi from '../api/role';
import type { RoleUserDto } from '../api/types';
import { ASSISTANT_MARK } from '../domain/roles';

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

  async load(): Promise<void> {
    this.loading = true;
    this.error = '';
    try {
      const page = await roleApi.queryRoleList({ roleName: ASSISTANT_MARK, pageNum: 1, pageSize: 100 });
      runInAction(() => {
        this.list = page.list;
        this.total = page.total;
        this.loaded = true;
      });
    } catch (e) {
      runInAction(() => (this.error = e instanceof Error ? e.message : String(e)));
    } finally {
      runInAction(() => (this.loading = false));
    }
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
