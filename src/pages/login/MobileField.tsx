import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * Either the form holds the value (`value` and `onChange`) or the page does (`name`, read with FormData on submit):
 * the sign-in form is the page's, so what is typed before the console is live stays where it was typed.
 */
type Props = { id: string; error: string | null } & (
  | { value: string; onChange: (v: string) => void; name?: undefined }
  | { name: string; value?: undefined; onChange?: undefined }
);

export function MobileField({ id, value, onChange, name, error }: Props) {
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
        name={name}
        value={value}
        defaultValue={name === undefined ? undefined : ''}
        placeholder={t('login.mobilePlaceholder')}
        intent={error ? 'danger' : 'none'}
        aria-invalid={Boolean(error)}
        onChange={onChange && ((e) => onChange(e.currentTarget.value))}
      />
    </FormGroup>
  );
}
