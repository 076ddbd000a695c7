import { Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageDto } from '../../api/types';
import { toastError, toastSuccess } from '../../app/toaster';
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
      {packages.error && (
        <Callout intent="danger" role="alert">
          {packages.error} <Button size="small" text={t('common.retry')} onClick={() => void packages.load()} />
        </Callout>
      )}
      <div className="um-table-wrap">
        {packages.loading && !packages.loaded && (
          <div className="um-state">
            <Spinner aria-label={t('common.loading')} />
          </div>
        )}
        {packages.loaded && packages.list.length === 0 && (
          <div className="um-state">
            <NonIdealState
              icon="box"
              title={t('reseller.package.empty')}
              description={t('reseller.package.emptyHint')}
            />
          </div>
        )}
        {packages.list.length > 0 && (
          <HTMLTable compact striped aria-label={t('route.setPackage')}>
            <thead>
              <tr>
                <th>{t('reseller.package.name')}</th>
                <th className="um-num">{t('reseller.package.price')}</th>
                <th>{t('reseller.package.period')}</th>
                <th className="um-num">{t('reseller.package.points')}</th>
                <th>{t('reseller.list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {packages.list.map((p) => (
                <tr key={p.id}>
                  <td>{p.name}</td>
                  <td className="um-num">¥{p.priceYuan}</td>
                  <td>{t(`reseller.package.${p.period}`)}</td>
                  <td className="um-num">{formatNumber(p.points)}</td>
                  <td>
                    <div className="um-actions">
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
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
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
