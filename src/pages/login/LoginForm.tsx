import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAgreement, checkMobile, checkPassword, normalizeMobile, type RuleKey } from '../../domain/validation';
import { useStores } from '../../stores/RootStore';
import { AgreementCheck } from './AgreementCheck';
import { FormSubmit } from './FormSubmit';
import { MobileField } from './MobileField';
import { PasswordField } from './PasswordField';
import { errorToShow } from '../../lib/errorText';
import { takeHeldSubmit } from '../../firstScreen/earlyInput';
import { prefetchConsole } from '../../router/prefetch';

interface Errors {
  mobile: RuleKey | null;
  password: RuleKey | null;
  agreement: RuleKey | null;
}

interface Props {
  onSignedIn: () => void;
}

/** The fields' names: the form reads them from the page on submit. */
const FIELDS = { mobile: 'mobile', password: 'password', agreement: 'agreement' } as const;

/**
 * The fields are the page's (uncontrolled), read when the form is sent: on the prerendered page, what a person types
 * or ticks before the console is live stays in the very inputs React then hydrates, and the form reads it from there.
 */
export const LoginForm = observer(function LoginForm({ onSignedIn }: Props) {
  const { t } = useTranslation();
  const { session, locale, brand } = useStores();
  const form = useRef<HTMLFormElement>(null);
  // A sign-in pressed before the console was live (held by index.html's inline script) is carried out now.
  useEffect(() => {
    if (takeHeldSubmit()) form.current?.requestSubmit();
  }, []);
  const [errors, setErrors] = useState<Errors>({ mobile: null, password: null, agreement: null });
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const mobile = String(data.get(FIELDS.mobile) ?? '');
    const password = String(data.get(FIELDS.password) ?? '');
    const agreed = data.has(FIELDS.agreement);
    const next: Errors = {
      mobile: checkMobile(mobile),
      password: checkPassword(password),
      agreement: checkAgreement(agreed),
    };
    setErrors(next);
    setServerError('');
    if (next.mobile || next.password || next.agreement) return;
    setBusy(true);
    // What the console shows after sign-in loads beside the sign-in, not after it (on a slow network, in turn).
    prefetchConsole();
    try {
      // The call carries the brand's code: a submit made the moment the page came alive waits for the brand.
      await brand.whenLoaded();
      await session.login({ mobilePhone: normalizeMobile(mobile), passWord: password });
      // The language the sign-in page showed (picked there, or the browser's or brand's) is the console's after it,
      // and becomes the account's: the person read the page in it (docs/product.md, Signing in).
      await locale.keepShown();
      onSignedIn();
    } catch (err) {
      // Codes already shown by the http layer (a warning toast, the re-login box) are not repeated here.
      setServerError(errorToShow(err) ?? '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={t('login.submit')}>
      <MobileField id="login-mobile" name={FIELDS.mobile} error={errors.mobile && t(errors.mobile)} />
      <PasswordField
        id="login-password"
        name={FIELDS.password}
        error={errors.password && t(errors.password)}
        autoComplete="current-password"
      />
      <AgreementCheck name={FIELDS.agreement} error={errors.agreement && t(errors.agreement)} />
      <FormSubmit serverError={serverError} busy={busy} text={t('login.submit')} busyText={t('login.signingIn')} />
    </form>
  );
});
