import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}

export function MobileField({ id, value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <FormGroup
      label={t('login.mobile')}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error ?? undefined}
    >
      <InputGroup
        id={id}
        leftIcon="mobile-phone"
        size="large"
        inputMode="numeric"
        autoComplete="tel"
        value={value}
        placeholder={t('login.mobilePlaceholder')}
        intent={error ? 'danger' : 'none'}
        aria-invalid={Boolean(error)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FormGroup>
  );
}
