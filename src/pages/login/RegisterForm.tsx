import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../app/toaster';
import { TextField } from '../../components/TextField';
import {
  checkAgreement,
  checkMobile,
  checkNickname,
  checkPassword,
  checkSmsCode,
  normalizeMobile,
  type RuleKey,
  SMS_RESEND_SECONDS,
} from '../../domain/validation';
import { useStores } from '../../stores/RootStore';
import { AgreementCheck } from './AgreementCheck';
import { FormSubmit } from './FormSubmit';
import { MobileField } from './MobileField';
import { PasswordField } from './PasswordField';
import { useCountdown } from './useCountdown';
import { errorToShow } from '../../lib/errorText';

type Field = 'mobile' | 'code' | 'password' | 'nickname' | 'agreement';
type Errors = Partial<Record<Field, RuleKey | null>>;

interface Props {
  initialInviteCode: string;
  onRegistered: () => void;
}

/** Registration: mobile, SMS code (the spec's captcha) with a resend countdown, password, nickname, invite code. */
export const RegisterForm = observer(function RegisterForm({ initialInviteCode, onRegistered }: Props) {
  const { t } = useTranslation();
  const { session, locale } = useStores();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [inviteCode, setInviteCode] = useState(initialInviteCode);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown(SMS_RESEND_SECONDS);

  const showServerError = (err: unknown) => {
    setServerError(errorToShow(err) ?? '');
  };

  const sendCode = async () => {
    const mobileError = checkMobile(mobile);
    setErrors((e) => ({ ...e, mobile: mobileError }));
    setServerError('');
    if (mobileError) return;
    setSending(true);
    try {
      await session.sendCode(normalizeMobile(mobile));
      countdown.start();
      void toastSuccess(t('register.codeSent', { mobile: normalizeMobile(mobile) }));
    } catch (err) {
      showServerError(err);
    } finally {
      setSending(false);
    }
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      mobile: checkMobile(mobile),
      code: checkSmsCode(code),
      password: checkPassword(password),
      nickname: checkNickname(nickname),
      agreement: checkAgreement(agreed),
    };
    setErrors(next);
    setServerError('');
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const mobilePhone = normalizeMobile(mobile);
      await session.register({
        mobilePhone,
        passWord: password,
        nickName: nickname.trim(),
        messageCode: code.trim(),
        inviteCode: inviteCode.trim(),
        appLanguage: locale.language,
      });
      void toastSuccess(t('register.success'));
      await session.login({ mobilePhone, passWord: password });
      onRegistered();
    } catch (err) {
      showServerError(err);
    } finally {
      setBusy(false);
    }
  };

  const err = (f: Field) => (errors[f] ? t(errors[f]) : null);

  return (
    <form onSubmit={submit} noValidate aria-label={t('register.submit')}>
      <MobileField id="reg-mobile" value={mobile} onChange={setMobile} error={err('mobile')} />
      <TextField
        id="reg-code"
        label={t('register.smsCode')}
        error={err('code')}
        leftIcon="key"
        size="large"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        placeholder={t('register.smsCodePlaceholder')}
        onChange={(e) => setCode(e.currentTarget.value)}
        rightElement={
          <Button
            variant="minimal"
            intent="primary"
            loading={sending}
            disabled={countdown.left > 0}
            text={countdown.left > 0 ? t('register.resendIn', { seconds: countdown.left }) : t('register.sendCode')}
            onClick={() => void sendCode()}
          />
        }
      />
      <PasswordField
        id="reg-password"
        value={password}
        onChange={setPassword}
        error={err('password')}
        autoComplete="new-password"
      />
      <TextField
        id="reg-nickname"
        label={t('register.nickname')}
        error={err('nickname')}
        leftIcon="person"
        size="large"
        value={nickname}
        placeholder={t('register.nicknamePlaceholder')}
        onChange={(e) => setNickname(e.currentTarget.value)}
      />
      <TextField
        id="reg-invite"
        label={t('register.inviteCode')}
        leftIcon="new-person"
        size="large"
        value={inviteCode}
        placeholder={t('register.inviteCodePlaceholder')}
        onChange={(e) => setInviteCode(e.currentTarget.value)}
      />
      <AgreementCheck checked={agreed} onChange={setAgreed} error={err('agreement')} />
      <FormSubmit
        serverError={serverError}
        busy={busy}
        text={t('register.submit')}
        busyText={t('register.registering')}
      />
    </form>
  );
});
