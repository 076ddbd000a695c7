import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageDto } from '../../api/types';
import { toastError, toastSuccess } from '../../app/toaster';
import { ListView } from '../../components/ListTable';
import { PageHeader } from '../../components/PageHeader';
import { useStores } from '../../stores/RootStore';
import { useReseller } from '../../stores/useReseller';
import { errorText } from '../../lib/errorText';
import { formatNumber } from './format';
import { PackageDialog } from './PackageDialog';
import './usermanage.css';

/** Package configuration (admin, assistant): the brand's packages; create, edit, delete after confirming. */
function SetPackagePage() {
  const { t } = useTranslation();
  const { dialog } = useStores();
  const { packages } = useReseller();
  const [editing, setEditing] = useState<PackageDto | 'new' | null>(null);

  useEffect(() => {
    void packages.load();
  }, [packages]);

  const remove = async (p: PackageDto) => {
    const yes = await dialog.confirm(
      t('reseller.package.deleteTitle'),
      t('reseller.package.deleteText', { name: p.name }),
      'danger',
      t('common.delete'),
    );
    if (!yes) return;
    try {
      await packages.remove(p.id);
      void toastSuccess(t('reseller.package.deleted'));
    } catch (e) {
      void toastError(errorText(e));
    }
  };

  return (
    <div className="page">
      <PageHeader
        page="setPackage"
        actions={
          <Button icon="add" intent="primary" text={t('reseller.package.add')} onClick={() => setEditing('new')} />
        }
      />
      <div className="um-table-wrap">
        <ListView
          list={packages}
          compact
          label={t('route.setPackage')}
          rowKey={(p) => p.id}
          columns={[
            { id: 'name', header: t('reseller.package.name'), cell: (p) => p.name },
            { id: 'price', header: t('reseller.package.price'), numeric: true, cell: (p) => `¥${p.priceYuan}` },
            { id: 'period', header: t('reseller.package.period'), cell: (p) => t(`reseller.package.${p.period}`) },
            {
              id: 'points',
              header: t('reseller.package.points'),
              numeric: true,
              cell: (p) => formatNumber(p.points),
            },
          ]}
          actionsHeader={t('reseller.list.actions')}
          actions={(p) => (
            <>
              <Button
                size="small"
                icon="edit"
                text={t('reseller.package.edit')}
                aria-label={`${t('reseller.package.edit')} ${p.name}`}
                onClick={() => setEditing(p)}
              />
              <Button
                size="small"
                intent="danger"
                variant="minimal"
                text={t('common.delete')}
                aria-label={`${t('common.delete')} ${p.name}`}
                onClick={() => void remove(p)}
              />
            </>
          )}
          empty={{
            icon: 'box',
            title: t('reseller.package.empty'),
            description: t('reseller.package.emptyHint'),
            action: (
              <Button icon="add" intent="primary" text={t('reseller.package.add')} onClick={() => setEditing('new')} />
            ),
          }}
        />
      </div>
      {editing && (
        <PackageDialog
          store={packages}
          pkg={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

export default observer(SetPackagePage);
