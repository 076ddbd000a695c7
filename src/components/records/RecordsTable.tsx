import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type Column, ListTable } from '../ListTable';
import { type EmptyState, ListState, type ListStatus } from '../ListState';
import { ListPager, pageMoves } from '../Pager';
import { type PlacedList, useListPlace } from '../useListPlace';
import './records.css';

/** What a records table reads of its list: a ListLoader page of rows, whose place the address holds. */
export interface RecordPages<T> extends ListStatus, PlacedList {
  list: readonly T[];
  total: number;
  pageNum: number;
  pageSize: number;
  pageCount: number;
}

interface Props<T> {
  list: RecordPages<T>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** The table's name and the pager's name for assistive technology. */
  label: string;
  pagerLabel: string;
  empty: EmptyState;
  /** A filter is set: no rows is then 'no match' with `onClear` (see ListState). */
  searched?: boolean;
  onClear?: () => void;
}

/**
 * One page of an account's records (orders, ledger, changes), one way: the page the address names read when the
 * table is shown (page and size in the address, as every list), the list's states, the console's list table
 * (compact; on a phone a card per record), and the pager with the total and the page size.
 */
function RecordsTableView<T>({ list, columns, rowKey, label, pagerLabel, empty, searched, onClear }: Props<T>) {
  const { t } = useTranslation();
  const go = useListPlace(list);
  return (
    <>
      <ListState list={list} empty={empty} searched={searched} onClear={onClear} />
      {list.total > 0 && (
        <div className="records-table-wrap">
          <ListTable
            compact
            rows={list.list}
            columns={columns}
            rowKey={rowKey}
            label={label}
            className="records-table"
          />
        </div>
      )}
      <ListPager
        list={list}
        summary={t('pager.total', { count: list.total })}
        label={pagerLabel}
        {...pageMoves(list, go)}
      />
    </>
  );
}

export const RecordsTable = observer(RecordsTableView) as typeof RecordsTableView;
