import { getPowerRecordList } from '../api/power';
import type { PowerRecordDto, PowerRecordFilter, PowerRecordPage } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../domain/constants';
import { ListLoader } from './ListLoader';

/** A day range as the date inputs give it: local dates, either end open. */
export type DayRange = [Date | null, Date | null];

export interface LedgerFilter {
  type: PowerRecordFilter;
  range: DayRange;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const endOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime() - 1;

/** The computing-power ledger of one person: type filter, day range, paging, and the sums over the filter. */
export class LedgerStore {
  readonly records: ListLoader<PowerRecordDto, LedgerFilter, PowerRecordPage>;

  constructor(userId: () => string) {
    this.records = new ListLoader<PowerRecordDto, LedgerFilter, PowerRecordPage>({
      pageSize: DEFAULT_PAGE_SIZE,
      filter: { type: '', range: [null, null] },
      fetch: ({ pageNum, pageSize, filter: { type, range } }) =>
        getPowerRecordList({
          userId: userId(),
          pageNum,
          pageSize,
          type,
          startTime: range[0] ? startOfDay(range[0]) : 0,
          endTime: range[1] ? endOfDay(range[1]) : 0,
        }),
    });
  }

  get type(): PowerRecordFilter {
    return this.records.filter.type;
  }

  get range(): DayRange {
    return this.records.filter.range;
  }

  setType(type: PowerRecordFilter): Promise<void> {
    return this.records.setFilter({ type });
  }

  setRange(range: DayRange): Promise<void> {
    return this.records.setFilter({ range });
  }
}
