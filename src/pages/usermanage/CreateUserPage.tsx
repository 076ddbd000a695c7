import { Button, Callout, Card, Checkbox, type InputGroupProps } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { checkMobile, checkNickname, checkPassword, normalizeMobile, type RuleKey } from '../../domain/validation';
import { useCan } from '../../components/Can';
import { useReseller } from '../../stores/useReseller';
import { errorToShow } from '../../lib/errorText';
import './usermanage.css';

type Field = 'mobile' | 'password' | 'nickname';
type Errors = Partial<Record<Field, RuleKey>>;

/** The account's text fields: each one's label, the rule that checks it, and how the browser treats the input. */
const FIELDS = [
  { key: 'mobile', label: 'login.mobile', check: checkMobile, input: { inputMode: 'tel', autoComplete: 'off' } },
  {
    key: 'password',
    label: 'login.password',
    check: checkPassword,
    input: { type: 'password', autoComplete: 'new-password' },
  },
  { key: 'nickname', label: 'register.nickname', check: checkNickname, input: {} },
] as const satisfies readonly {
  key: Field;
  label: string;
  check: (v: string) => RuleKey | null;
  input: Partial<InputGroupProps>;
}[];

/** Opens an account under the signed-in reseller; agents open customers, setters may open agents too. */
function CreateUserPage() {
  const { t } = useTranslation();
  const { creator, clients, agents } = useReseller();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', password: '', nickname: '' });
  const { mobile, password, nickname } = values;
  const [isAgent, setIsAgent] = useState(false);
  const [canSetAgent, setCanSetAgent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const mayOpenAgents = useCan('setAgents');
  const mayOpenSetters = useCan('grantAgentSetting');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    for (const f of FIELDS) next[f.key] = f.check(values[f.key]) ?? undefined;
    setErrors(next);
    setServerError('');
    if (FIELDS.some((f) => next[f.key])) return;
    setBusy(true);
    try {
      await creator.createUser({
        mobilePhone: normalizeMobile(mobile),
        passWord: password,
        nickName: nickname.trim(),
        isAgent: isAgent ? 1 : 0,
        canSetAgent: isAgent && canSetAgent ? 1 : 0,
      });
      void toastSuccess(t('reseller.createUser.done', { mobile: normalizeMobile(mobile) }));
      // The new person is first in the list (newest first).
      const list = isAgent ? agents : clients;
      list.reset();
      navigate(isAgent ? '/usermanage/proxyUser' : '/usermanage/myClient');
    } catch (x) {
      setServerError(errorToShow(x) ?? '');
    } finally {
      setBusy(false);
    }
  };

  const err = (key: keyof Errors) => (errors[key] ? t(errors[key]) : null);
  return (
    <div className="page">
      <PageHeader page="createUser" />
      <Card className="um-form-card">
        <form onSubmit={submit} noValidate aria-label={t('route.createUser')} className="um-form">
          {FIELDS.map((f) => (
            <TextField
              key={f.key}
              id={`cu-${f.key}`}
              label={t(f.label)}
              error={err(f.key)}
              value={values[f.key]}
              onValueChange={(v) => setValues((was) => ({ ...was, [f.key]: v }))}
              {...f.input}
            />
          ))}
          {mayOpenAgents && (
            <Checkbox
              checked={isAgent}
              label={t('reseller.createUser.isAgent')}
              onChange={(e) => setIsAgent(e.currentTarget.checked)}
            />
          )}
          {mayOpenSetters && isAgent && (
            <Checkbox
              checked={canSetAgent}
              label={t('reseller.createUser.canSetAgent')}
              onChange={(e) => setCanSetAgent(e.currentTarget.checked)}
            />
          )}
          {serverError && (
            <Callout intent="danger" role="alert">
              {serverError}
            </Callout>
          )}
          <Button type="submit" intent="primary" loading={busy} text={t('reseller.createUser.submit')} />
        </form>
      </Card>
    </div>
  );
}

export default observer(CreateUserPage);
