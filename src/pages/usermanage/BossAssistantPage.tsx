import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleUserDto } from '../../api/types';
import { toastError, toastSuccess } from '../../app/toaster';
import { ListView } from '../../components/ListTable';
import { PageHeader } from '../../components/PageHeader';
import { checkMobile, normalizeMobile, type RuleKey } from '../../domain/validation';
import { useStores } from '../../stores/RootStore';
import { useReseller } from '../../stores/useReseller';
import { errorText, errorToShow } from '../../lib/errorText';
import { formatDate } from './format';
import './usermanage.css';

/** Boss assistants (admin only): who they are; grant the role by mobile, remove it after confirming. */
function BossAssistantPage() {
  const { t } = useTranslation();
  const { dialog } = useStores();
  const { assistants } = useReseller();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<RuleKey | null>(null);
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void assistants.load();
  }, [assistants]);

  const grant = async (e: React.FormEvent) => {
    e.preventDefault();
    const err = checkMobile(mobile);
    setError(err);
    setServerError('');
    if (err) return;
    setBusy(true);
    try {
      const u = await assistants.grant(normalizeMobile(mobile));
      void toastSuccess(t('reseller.assistant.granted', { name: u.nickname }));
      setMobile('');
    } catch (x) {
      setServerError(errorToShow(x) ?? '');
    } finally {
      setBusy(false);
    }
  };

  const remove = async (u: RoleUserDto) => {
    const yes = await dialog.confirm(
      t('reseller.assistant.removeTitle'),
      t('reseller.assistant.removeText', { name: u.nickname, mobile: u.mobile }),
      'danger',
      t('reseller.assistant.remove'),
    );
    if (!yes) return;
    try {
      await assistants.remove(u.userId);
      void toastSuccess(t('reseller.assistant.removed', { name: u.nickname }));
    } catch (x) {
      void toastError(errorText(x));
    }
  };

  return (
    <div className="page">
      <PageHeader page="bossAssistant" />
      <Card className="um-form-card">
        <form onSubmit={grant} noValidate aria-label={t('reseller.assistant.grantTitle')}>
          <FormGroup
            label={t('reseller.assistant.mobile')}
            labelFor="ba-mobile"
            intent={error ? 'danger' : 'none'}
            helperText={error ? t(error) : undefined}
          >
            <div className="um-search">
              <InputGroup
                id="ba-mobile"
                inputMode="tel"
                value={mobile}
                onValueChange={setMobile}
                intent={error ? 'danger' : 'none'}
              />
              <Button type="submit" intent="primary" loading={busy} text={t('reseller.assistant.grant')} />
            </div>
          </FormGroup>
          {serverError && (
            <Callout intent="danger" role="alert">
              {serverError}
            </Callout>
          )}
        </form>
      </Card>
      <div className="um-section um-table-wrap">
        <ListView
          list={assistants}
          compact
          label={t('route.bossAssistant')}
          rowKey={(u) => u.userId}
          columns={[
            { id: 'nickname', header: t('reseller.list.nickname'), cell: (u) => u.nickname },
            { id: 'mobile', header: t('reseller.list.mobile'), cell: (u) => u.mobile },
            { id: 'since', header: t('reseller.assistant.since'), cell: (u) => formatDate(u.createdAt) },
          ]}
          actionsHeader={t('reseller.list.actions')}
          actions={(u) => (
            <Button
              size="small"
              intent="danger"
              variant="minimal"
              text={t('reseller.assistant.remove')}
              aria-label={`${t('reseller.assistant.remove')} ${u.nickname}`}
              onClick={() => void remove(u)}
            />
          )}
          empty={{
            icon: 'id-number',
            title: t('reseller.assistant.empty'),
            description: t('reseller.assistant.emptyHint'),
          }}
        />
      </div>
    </div>
  );
}

export default observer(BossAssistantPage);
