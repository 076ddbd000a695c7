import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListPlace, PAGE_SIZES } from '../lib/listUrl';
import './pager.css';

interface Props {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** What the whole list holds ('25 in all', '501 people'), said beside the pages; without it, one page shows nothing. */
  summary?: string;
  /** The list's name for assistive technology ('Orders'); 'Pages' by default. */
  label?: string;
  /** A page is loading: no second click meanwhile. */
  busy?: boolean;
  /** Rows a page shows; with onPageSize, the person picks 10, 20, 50 or 100. */
  pageSize?: number;
  onPageSize?: (size: number) => void;
}

/**
 * How a pager moves a list whose place the address holds (useListPlace's `go`): a page or a page size is a move of
 * the address; a new size starts at page 1.
 */
export function pageMoves(list: { pageSize: number }, go: (patch: Partial<ListPlace>) => void) {
  return {
    pageSize: list.pageSize,
    onPageSize: (perPage: number) => go({ perPage, page: 1 }),
    onChange: (page: number) => go({ page }),
  };
}

/** What a pager reads of a paged list (a ListLoader): where it is, how many pages, and whether a page is loading. */
export function pagesOf(list: { pageNum: number; pageCount: number; loading: boolean }) {
  return { page: list.pageNum, pages: list.pageCount, busy: list.loading };
}

/**
 * The one pager of every list: previous, 'page x of y', next, a jump to any page (a list of 501 pages is not walked
 * one by one), the page size where the list offers one, and what the list holds.
 */
export function Pager({ page, pages, onChange, summary, label, busy = false, pageSize, onPageSize }: Props) {
  const { t } = useTranslation();
  const [jump, setJump] = useState('');
  if (pages <= 1 && summary === undefined) return null;
  const target = Number(jump);
  const canJump = Number.isInteger(target) && target >= 1 && target <= pages && target !== page;
  return (
    <nav className="pager" aria-label={label ?? t('pager.label')}>
      {summary !== undefined && <span className="pager-summary">{summary}</span>}
      {pageSize !== undefined && onPageSize && (
        <HTMLSelect
          aria-label={t('pager.perPage')}
          value={pageSize}
          disabled={busy}
          onChange={(e) => onPageSize(Number(e.currentTarget.value))}
          options={PAGE_SIZES.map((n) => ({ value: n, label: t('pager.perPageOption', { count: n }) }))}
        />
      )}
      <span className="pager-buttons">
        <Button
          icon="chevron-left"
          aria-label={t('pager.previous')}
          disabled={page <= 1 || busy}
          onClick={() => onChange(page - 1)}
        />
        <span>{t('pager.page', { page, pages: Math.max(1, pages) })}</span>
        <Button
          icon="chevron-right"
          aria-label={t('pager.next')}
          disabled={page >= pages || busy}
          onClick={() => onChange(page + 1)}
        />
      </span>
      {pages > 2 && (
        <form
          className="pager-jump"
          onSubmit={(e) => {
            e.preventDefault();
            if (!canJump) return;
            setJump('');
            onChange(target);
          }}
        >
          <InputGroup
            type="number"
            min={1}
            max={pages}
            size="small"
            aria-label={t('pager.jump')}
            placeholder={t('pager.jump')}
            value={jump}
            onValueChange={setJump}
          />
          <Button type="submit" size="small" text={t('pager.go')} disabled={!canJump || busy} />
        </form>
      )}
    </nav>
  );
}

/** The pager under a paged list (a ListLoader), shown once the list holds anything. */
export const ListPager = observer(function ListPager({
  list,
  ...rest
}: Omit<Props, 'page' | 'pages' | 'busy'> & {
  list: { pageNum: number; pageCount: number; loading: boolean; total: number };
}) {
  if (list.total === 0) return null;
  return <Pager {...pagesOf(list)} {...rest} />;
});
