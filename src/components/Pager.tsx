import { Button, ButtonGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  count: number;
  onChange: (page: number) => void;
}

/** Previous / next paging for the asset lists; hidden when everything fits on one page. */
export function Pager({ page, count, onChange }: Props) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <nav className="asset-pager" aria-label={t('assets.paging')}>
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label={t('assets.previous')}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        />
        <Button disabled text={t('assets.pageOf', { page, count })} />
        <Button
          icon="chevron-right"
          aria-label={t('assets.next')}
          disabled={page >= count}
          onClick={() => onChange(page + 1)}
        />
      </ButtonGroup>
    </nav>
  );
}
