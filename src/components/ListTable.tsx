import { Button, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmptyState, ListState, type ListStatus } from './ListState';
import './listTable.css';

/** One column of a ListTable: its header, the cell of a row, and how it sits. */
export interface Column<T> {
  /** Unique within the table (React's key). */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures: right-aligned, so digits line up. */
  numeric?: boolean;
  /** A cell that may be long (a script, a name): cut with an ellipsis, whole on hover. */
  title?: (row: T) => string;
  className?: string;
  /** A class the cell takes from its row (a record's gain or spend). */
  cellClass?: (row: T) => string;
  /**
   * Kept in a dense row on a phone (see Props.dense), as a phone's list rows show a record: under the title
   * ('subtitle', unlabelled: a phone number), at the right of the title ('figure': a balance) or under the figure
   * ('note': a date), the last two with their small label.
   */
  essential?: 'subtitle' | 'figure' | 'note';
}

interface Props<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** The table's name for assistive technology. */
  label: string;
  /** The actions of a row, in a last column (on a phone, a row of buttons at the foot of the row's card). */
  actions?: (row: T) => ReactNode;
  actionsHeader?: string;
  /** A row's name for assistive technology (the row is found by it). */
  rowLabel?: (row: T) => string;
  compact?: boolean;
  className?: string;
  /**
   * On a phone, a dense row per record instead of a card: its first cell and its essential columns on two short lines,
   * the rest (other fields and the actions) shown on a tap of the row's More button. For long lists (an agent's
   * 10,000 clients), so that several rows and the pager fit one screen. The value names a row for More's label.
   */
  dense?: (row: T) => string;
}

/** The header row of a column-driven table: figures right-aligned, and the actions' header when rows have actions. */
function ColumnHeads<T>({ columns, actionsHeader }: { columns: readonly Column<T>[]; actionsHeader?: string }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.id} className={c.numeric ? 'num' : undefined}>
            {c.header}
          </th>
        ))}
        {actionsHeader !== undefined && <th>{actionsHeader}</th>}
      </tr>
    </thead>
  );
}

/**
 * The one table of the console's lists, driven by its columns: a Blueprint HTMLTable that scrolls sideways when wide,
 * and on a phone turns each row into a card of labelled lines with its actions at the foot, all within the screen.
 */
export function ListTable<T>({
  rows,
  columns,
  rowKey,
  label,
  actions,
  actionsHeader,
  rowLabel,
  compact,
  className,
  dense,
}: Props<T>) {
  const { t } = useTranslation();
  // The rows opened on a phone (by key): a dense row shows the rest of its fields and its actions.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <div className="list-table-wrap">
      <HTMLTable
        compact={compact}
        striped
        aria-label={label}
        className={['list-table', dense ? 'dense' : '', className ?? ''].filter(Boolean).join(' ')}
      >
        <ColumnHeads columns={columns} actionsHeader={actions ? (actionsHeader ?? '') : undefined} />
        <tbody>
          {rows.map((r) => {
            const key = rowKey(r);
            const open = opened.has(key);
            return (
              <tr key={key} aria-label={rowLabel?.(r)} className={dense && open ? 'open' : undefined}>
                {columns.map((c) => (
                  <td
                    key={c.id}
                    data-label={c.header}
                    className={
                      [
                        c.numeric ? 'num' : '',
                        c.title ? 'cut' : '',
                        c.essential ? `essential ${c.essential}` : '',
                        c.className ?? '',
                        c.cellClass?.(r) ?? '',
                      ]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    title={c.title?.(r)}
                  >
                    {c.cell(r)}
                  </td>
                ))}
                {dense && (
                  // Drawn on a phone only (listTable.css): a wide screen shows every field and action in the row.
                  <td className="list-table-more">
                    <Button
                      variant="minimal"
                      icon={open ? 'chevron-up' : 'chevron-down'}
                      aria-label={t('list.moreAbout', { name: dense(r) })}
                      aria-expanded={open}
                      onClick={() => toggle(key)}
                    />
                  </td>
                )}
                {actions && (
                  <td className="list-table-actions">
                    <div className="list-actions">{actions(r)}</div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}

interface ViewProps<T> extends Omit<Props<T>, 'rows'> {
  /** The list whose rows are shown (a ListLoader, or a store shaped like one). */
  list: ListStatus & { list: readonly T[] };
  empty: EmptyState;
  /** See ListState: the search or filter of the rows shown, and how to clear it. */
  searched?: string | boolean;
  onClear?: () => void;
}

/**
 * A list as the console shows it: its states (loading, failure, no match, nothing yet) by ListState, then its rows by
 * ListTable once there are any.
 */
function ListViewOf<T>({ list, empty, searched, onClear, ...table }: ViewProps<T>) {
  return (
    <>
      <ListState list={list} empty={empty} searched={searched} onClear={onClear} />
      {list.list.length > 0 && <ListTable rows={list.list} {...table} />}
    </>
  );
}

export const ListView = observer(ListViewOf) as typeof ListViewOf;
