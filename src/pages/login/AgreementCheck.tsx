import { Checkbox } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { agreementUrl } from '../../domain/brand';
import { useStores } from '../../stores/RootStore';

/** Held by the form (`checked`, `onChange`) or by the page (`name`), as MobileField. */
type Props = { error: string | null } & (
  | { checked: boolean; onChange: (v: boolean) => void; name?: undefined }
  | { name: string; checked?: undefined; onChange?: undefined }
);

/** 'I agree to the User Agreement and Privacy Policy', with links built from the brand (agreementUrl). */
export const AgreementCheck = observer(function AgreementCheck({ checked, onChange, name, error }: Props) {
  const { t } = useTranslation();
  const { brand, locale } = useStores();
  const b = brand.brand ?? { showAgreementDomainName: '', oemCode: '' };
  return (
    <div className="login-agreement">
      <Checkbox
        name={name}
        checked={checked}
        defaultChecked={name === undefined ? undefined : false}
        onChange={onChange && ((e) => onChange(e.currentTarget.checked))}
        className="login-agreement-check"
      >
        {t('login.agreePrefix')}{' '}
        <a href={agreementUrl(b, 'user', locale.language)} target="_blank" rel="noreferrer">
          {t('login.userAgreement')}
        </a>{' '}
        {t('login.and')}{' '}
        <a href={agreementUrl(b, 'privacy', locale.language)} target="_blank" rel="noreferrer">
          {t('login.privacyPolicy')}
        </a>
      </Checkbox>
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
});
