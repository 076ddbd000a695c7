import { makeAutoObservable, runInAction } from 'mobx';
import * as pkgApi from '../api/pkgAdmin';
import type { PackageDto, PackageRequest } from '../api/types';
import { trackLoad } from './trackLoad';

/** Package configuration: the brand's packages and their changes (admin and assistant). */
export class PackageStore {
  list: PackageDto[] = [];
  loading = false;
  loaded = false;
  error = '';

  constructor() {
    makeAutoObservable(this);
  }

  load(): Promise<void> {
    return trackLoad(this, pkgApi.getPackageList, (list) => {
      this.list = list;
    });
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
