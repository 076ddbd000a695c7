import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { capsLockFromKey } from '../../domain/validation';

/** Held by the form (`value`, `onChange`) or by the page (`name`), as MobileField. */
type Props = { id: string; error: string | null; autoComplete: 'current-password' | 'new-password' } & (
  | { value: string; onChange: (v: string) => void; name?: undefined }
  | { name: string; value?: undefined; onChange?: undefined }
);

/** A password input with show/hide and the caps-lock warning (src/domain/validation.ts capsLockFromKey). */
export function PasswordField({ id, value, onChange, name, error, autoComplete }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [caps, setCaps] = useState(false);
  const onKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const fromState = e.getModifierState?.('CapsLock');
    const fromKey = capsLockFromKey(e.key, e.shiftKey);
    setCaps(typeof fromState === 'boolean' && e.key !== 'CapsLock' ? fromState : (fromKey ?? caps));
  };
  const label = shown ? t('login.hidePassword') : t('login.showPassword');
  // The same element from one draw to the next: InputGroup measures its right element (a forced layout of the page)
  // and sets its state again whenever it is handed a new one, on every key typed.
  const toggle = useMemo(
    () => (
      // A title, not a Blueprint Tooltip: the tooltip would bring the popover engine into the sign-in page.
      <Button
        variant="minimal"
        icon={shown ? 'eye-off' : 'eye-open'}
        aria-label={label}
        title={label}
        onClick={() => setShown((s) => !s)}
      />
    ),
    [shown, label],
  );
  return (
    <FormGroup
      label={t('login.password')}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error ?? (caps ? t('login.capsLock') : undefined)}
    >
      <InputGroup
        id={id}
        type={shown ? 'text' : 'password'}
        leftIcon="lock"
        size="large"
        name={name}
        value={value}
        defaultValue={name === undefined ? undefined : ''}
        autoComplete={autoComplete}
        placeholder={t('login.passwordPlaceholder')}
        intent={error ? 'danger' : caps ? 'warning' : 'none'}
        onChange={onChange && ((e) => onChange(e.currentTarget.value))}
        onKeyUp={onKey}
        onBlur={() => setCaps(false)}
        aria-invalid={Boolean(error)}
        rightElement={toggle}
      />
    </FormGroup>
  );
}
