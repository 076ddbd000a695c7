import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
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
}

/** The one pager of every list: previous, 'page x of y', next, and what the list holds. */
export function Pager({ page, pages, onChange, summary, label, busy = false }: Props) {
  const { t } = useTranslation();
  if (pages <= 1 && summary === undefined) return null;
  return (
    <nav className="pager" aria-label={label ?? t('pager.label')}>
      {summary !== undefined && <span className="pager-summary">{summary}</span>}
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
    </nav>
  );
}
