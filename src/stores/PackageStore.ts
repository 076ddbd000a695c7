import { runInAction } from 'mobx';
import * as pkgApi from '../api/pkgAdmin';
import type { PackageDto, PackageRequest } from '../api/types';
import { ListLoader } from './ListLoader';

/** Package configuration: the brand's packages and their changes (admin and assistant). */
export class PackageStore extends ListLoader<PackageDto> {
  constructor() {
    super({
      // The service answers every package of the brand at once: one page holds them all.
      pageSize: Number.MAX_SAFE_INTEGER,
      filter: {},
      fetch: async () => {
        const list = await pkgApi.getPackageList();
        return { list, total: list.length };
      },
    });
  }

  /** Creates (no id) or saves a package; rejects with the server's message. */
  async save(req: PackageRequest): Promise<PackageDto> {
    const saved = req.id ? await pkgApi.updatePackage({ ...req, id: req.id }) : await pkgApi.addPackage(req);
    runInAction(() => {
      const i = this.list.findIndex((p) => p.id === saved.id);
      this.list = i >= 0 ? this.list.map((p) => (p.id === saved.id ? saved : p)) : [...this.list, saved];
      this.total = this.list.length;
    });
    return saved;
  }

  async remove(id: string): Promise<void> {
    await pkgApi.deletePackage(id);
    runInAction(() => {
      this.list = this.list.filter((p) => p.id !== id);
      this.total = this.list.length;
    });
  }
}
