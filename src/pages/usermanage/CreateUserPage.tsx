import { Button, Callout, Card, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { checkMobile, checkNickname, checkPassword, normalizeMobile, type RuleKey } from '../../domain/validation';
import { useCan } from '../../components/Can';
import { useReseller } from '../../stores/useReseller';
import { errorToShow } from '../../lib/errorText';
import './usermanage.css';

type Errors = Partial<Record<'mobile' | 'password' | 'nickname', RuleKey>>;

/** Opens an account under the signed-in reseller; agents open customers, setters may open agents too. */
function CreateUserPage() {
  const { t } = useTranslation();
  const { creator, clients, agents } = useReseller();
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [isAgent, setIsAgent] = useState(false);
  const [canSetAgent, setCanSetAgent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const mayOpenAgents = useCan('setAgents');
  const mayOpenSetters = useCan('grantAgentSetting');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      mobile: checkMobile(mobile) ?? undefined,
      password: checkPassword(password) ?? undefined,
      nickname: checkNickname(nickname) ?? undefined,
    };
    setErrors(next);
    setServerError('');
    if (next.mobile || next.password || next.nickname) return;
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

  const field = (key: keyof Errors) => ({
    intent: errors[key] ? ('danger' as const) : ('none' as const),
    helperText: errors[key] ? t(errors[key]) : undefined,
  });
  return (
    <div className="page">
      <PageHeader page="createUser" />
      <Card className="um-form-card">
        <form onSubmit={submit} noValidate aria-label={t('route.createUser')} className="um-form">
          <FormGroup label={t('login.mobile')} labelFor="cu-mobile" {...field('mobile')}>
            <InputGroup
              id="cu-mobile"
              inputMode="tel"
              autoComplete="off"
              value={mobile}
              onValueChange={setMobile}
              intent={field('mobile').intent}
            />
          </FormGroup>
          <FormGroup label={t('login.password')} labelFor="cu-password" {...field('password')}>
            <InputGroup
              id="cu-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onValueChange={setPassword}
              intent={field('password').intent}
            />
          </FormGroup>
          <FormGroup label={t('register.nickname')} labelFor="cu-nickname" {...field('nickname')}>
            <InputGroup
              id="cu-nickname"
              value={nickname}
              onValueChange={setNickname}
              intent={field('nickname').intent}
            />
          </FormGroup>
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
