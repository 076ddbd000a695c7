import { makeAutoObservable, runInAction } from 'mobx';
import * as pkgApi from '../api/pkgAdmin';
import type { PackageDto, PackageRequest } from '../api/types';

/** Package configuration: the brand's packages and their changes (admin and assistant). */
export class PackageStore {
  list: PackageDto[] = [];
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
      const list = await pkgApi.getPackageList();
      runInAction(() => {
        this.list = list;
        this.loaded = true;
      });
    } catch (e) {
      runInAction(() => (this.error = e instanceof Error ? e.message : String(e)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Creates (no id) or saves a package; rejects with the server's message. */
  async save(req: PackageRequest): Promise<PackageDto> {
    const saved = req.id ? await pkgApi.updatePackage({ ...req, id: req.id }) : await pkgApi.addPackage(req);
    runInAction(() => {
      const i = this.list.findIndex((p) => p.id === saved.id);
      this.list = i >= 0 ? this.list.map((p) => (p.id === saved.id ? saved : p)) : [...this.list, saved];
    });
    return saved;
  }

  async remove(id: string): Promise<void> {
    await pkgApi.deletePackage(id);
    runInAction(() => (this.list = this.list.filter((p) => p.id !== id)));
  }

  reset(): void {
    this.list = [];
    this.loaded = false;
    this.error = '';
  }
}
