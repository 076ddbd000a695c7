import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';

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
    <TextField
      id={id}
      label={t('login.mobile')}
      error={error}
      leftIcon="mobile-phone"
      size="large"
      inputMode="numeric"
      autoComplete="tel"
      name={name}
      value={value}
      defaultValue={name === undefined ? undefined : ''}
      placeholder={t('login.mobilePlaceholder')}
      onChange={onChange && ((e) => onChange(e.currentTarget.value))}
    />
  );
}
