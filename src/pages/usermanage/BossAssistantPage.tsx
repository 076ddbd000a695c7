import { Button, Callout, Card, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleUserDto } from '../../api/types';
import { toastError, toastSuccess } from '../../app/toaster';
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
        {assistants.loading && !assistants.loaded && (
          <div className="um-state">
            <Spinner aria-label={t('common.loading')} />
          </div>
        )}
        {assistants.error && (
          <Callout intent="danger" role="alert">
            {assistants.error}
          </Callout>
        )}
        {assistants.loaded && assistants.list.length === 0 && (
          <div className="um-state">
            <NonIdealState
              icon="id-number"
              title={t('reseller.assistant.empty')}
              description={t('reseller.assistant.emptyHint')}
            />
          </div>
        )}
        {assistants.list.length > 0 && (
          <HTMLTable compact striped aria-label={t('route.bossAssistant')}>
            <thead>
              <tr>
                <th>{t('reseller.list.nickname')}</th>
                <th>{t('reseller.list.mobile')}</th>
                <th>{t('reseller.assistant.since')}</th>
                <th>{t('reseller.list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {assistants.list.map((u) => (
                <tr key={u.userId}>
                  <td>{u.nickname}</td>
                  <td>{u.mobile}</td>
                  <td>{formatDate(u.createdAt)}</td>
                  <td>
                    <Button
                      size="small"
                      intent="danger"
                      variant="minimal"
                      text={t('reseller.assistant.remove')}
                      aria-label={`${t('reseller.assistant.remove')} ${u.nickname}`}
                      onClick={() => void remove(u)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </div>
  );
}

export default observer(BossAssistantPage);
