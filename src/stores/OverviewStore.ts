import { makeAutoObservable, runInAction } from 'mobx';
import { getOverviewData } from '../api/overview';
import type { OverviewDto } from '../api/types';
import { checkRange, type QuickRange, type TimeRange } from '../domain/overview';
import { errorText } from '../lib/errorText';

/** The overview: a quick range (resolved on the server's clock) or a custom one, and its figures. */
export class OverviewStore {
  quick: QuickRange | null = 'week';
  custom: TimeRange | null = null;
  data: OverviewDto | null = null;
  loading = false;
  error = '';
  private seq = 0;

  constructor() {
    makeAutoObservable<this, 'seq'>(this, { seq: false });
  }

  setQuick(key: QuickRange): Promise<void> {
    this.quick = key;
    this.custom = null;
    return this.load();
  }

  /** A custom range from whole days: the end day is included. Returns false (and loads nothing) when invalid. */
  setCustom(r: TimeRange): boolean {
    if (!checkRange(r)) return false;
    this.quick = null;
    this.custom = r;
    void this.load();
    return true;
  }

  async load(): Promise<void> {
    const seq = ++this.seq;
    this.loading = true;
    this.error = '';
    try {
      // A quick range is resolved on the server's clock, in the reader's days (a custom one is whole local days).
      const data = await getOverviewData(
        this.quick
          ? { range: this.quick, tzOffset: new Date().getTimezoneOffset() }
          : { startTime: this.custom?.start, endTime: this.custom?.end },
      );
      if (seq === this.seq) runInAction(() => (this.data = data));
    } catch (e) {
      if (seq === this.seq) runInAction(() => (this.error = errorText(e)));
    } finally {
      if (seq === this.seq) runInAction(() => (this.loading = false));
    }
  }

  reset(): void {
    this.seq++;
    this.quick = 'week';
    this.custom = null;
    this.data = null;
    this.error = '';
    this.loading = false;
  }
}
