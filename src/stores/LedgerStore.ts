import { makeAutoObservable } from 'mobx';
import { getPowerRecordList } from '../api/power';
import type { PowerRecordDto, PowerRecordFilter } from '../api/types';
import { PersonalListStore } from './PersonalListStore';

/** A day range as the date inputs give it: local dates, either end open. */
export type DayRange = [Date | null, Date | null];

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const endOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime() - 1;

/** The computing-power ledger of one person: type filter, day range, paging. */
export class LedgerStore {
  type: PowerRecordFilter = '';
  range: DayRange = [null, null];
  readonly records: PersonalListStore<PowerRecordDto, { gained: number; spent: number }>;

  constructor(userId: () => string) {
    this.records = new PersonalListStore((pageNum, pageSize) =>
      getPowerRecordList({
        userId: userId(),
        pageNum,
        pageSize,
        type: this.type,
        startTime: this.range[0] ? startOfDay(this.range[0]) : 0,
        endTime: this.range[1] ? endOfDay(this.range[1]) : 0,
      }),
    );
    makeAutoObservable(this, { records: false });
  }

  setType(type: PowerRecordFilter): Promise<void> {
    this.type = type;
    return this.records.load(1);
  }

  setRange(range: DayRange): Promise<void> {
    this.range = range;
    return this.records.load(1);
  }
}
