import { Button, ButtonGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

interface Pageable {
  pageNum: number;
  pageCount: number;
  total: number;
  loading: boolean;
  load(pageNum: number): Promise<void>;
}

/** Previous / next with 'page x of y, n in all', for the lists of the personal page. */
export const Pager = observer(function Pager({ list, label }: { list: Pageable; label: string }) {
  const { t } = useTranslation();
  return (
    <nav className="records-pager" aria-label={label}>
      <span>{t('personal.pager.info', { page: list.pageNum, pages: list.pageCount, total: list.total })}</span>
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label={t('personal.pager.prev')}
          disabled={list.pageNum <= 1 || list.loading}
          onClick={() => void list.load(list.pageNum - 1)}
        />
        <Button
          icon="chevron-right"
          aria-label={t('personal.pager.next')}
          disabled={list.pageNum >= list.pageCount || list.loading}
          onClick={() => void list.load(list.pageNum + 1)}
        />
      </ButtonGroup>
    </nav>
  );
});
