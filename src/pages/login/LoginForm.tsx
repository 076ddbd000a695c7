import { Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAgreement, checkMobile, checkPassword, normalizeMobile, type RuleKey } from '../../domain/validation';
import { useStores } from '../../stores/RootStore';
import { AgreementCheck } from './AgreementCheck';
import { MobileField } from './MobileField';
import { PasswordField } from './PasswordField';
import { errorToShow } from '../../lib/errorText';
import { tickedBeforeLive, typedBeforeLive } from '../../firstScreen/earlyInput';

interface Errors {
  mobile: RuleKey | null;
  password: RuleKey | null;
  agreement: RuleKey | null;
}

const MOBILE_ID = 'login-mobile';
const PASSWORD_ID = 'login-password';
const AGREEMENT_BOX = '.login-agreement input[type=checkbox]';

interface Props {
  initialMobile: string;
  onSignedIn: () => void;
}

export const LoginForm = observer(function LoginForm({ initialMobile, onSignedIn }: Props) {
  const { t } = useTranslation();
  const { session, locale, brand } = useStores();
  // What was typed into the prerendered page before the console was live (src/firstScreen/earlyInput.ts).
  const [mobile, setMobile] = useState(() => typedBeforeLive(MOBILE_ID) || initialMobile);
  const [password, setPassword] = useState(() => typedBeforeLive(PASSWORD_ID));
  const [agreed, setAgreed] = useState(() => tickedBeforeLive(AGREEMENT_BOX));
  const [errors, setErrors] = useState<Errors>({ mobile: null, password: null, agreement: null });
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      mobile: checkMobile(mobile),
      password: checkPassword(password),
      agreement: checkAgreement(agreed),
    };
    setErrors(next);
    setServerError('');
    if (next.mobile || next.password || next.agreement) return;
    setBusy(true);
    try {
      // The call carries the brand's code: a submit made the moment the page came alive waits for the brand.
      await brand.whenLoaded();
      await session.login({ mobilePhone: normalizeMobile(mobile), passWord: password });
      await locale.followUser();
      onSignedIn();
    } catch (err) {
      // Codes already shown by the http layer (a warning toast, the re-login box) are not repeated here.
      setServerError(errorToShow(err) ?? '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.submit')}>
      <MobileField id={MOBILE_ID} value={mobile} onChange={setMobile} error={errors.mobile && t(errors.mobile)} />
      <PasswordField
        id={PASSWORD_ID}
        value={password}
        onChange={setPassword}
        error={errors.password && t(errors.password)}
        autoComplete="current-password"
      />
      <AgreementCheck checked={agreed} onChange={setAgreed} error={errors.agreement && t(errors.agreement)} />
      {serverError && (
        <Callout intent="danger" role="alert" className="login-server-error" compact>
          {serverError}
        </Callout>
      )}
      <Button type="submit" intent="primary" size="large" fill loading={busy} text={t('login.submit')} />
    </form>
  );
});
