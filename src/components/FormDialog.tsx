import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { ConsoleDialog } from './ConsoleDialog';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** The submit button's words (Save, Recharge). */
  submitText: string;
  /** A submit under way: the button spins and takes no second press. */
  busy: boolean;
  /** The service's refusal, shown above the buttons with the form kept as typed. */
  serverError?: string;
  className?: string;
  /** A confirmation that takes something away submits in red. */
  submitIntent?: 'primary' | 'danger';
  children: ReactNode;
}

/**
 * A dialog holding one form: the fields, the service's refusal (an alert, the form kept as typed), then Cancel and the
 * submit button. Enter submits; the form is named by the dialog's title. Every form in a dialog is drawn by it.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitText,
  busy,
  serverError,
  className,
  submitIntent = 'primary',
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <ConsoleDialog isOpen onClose={onClose} title={title} className={className ?? 'um-dialog'}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <DialogBody>
          {children}
          {serverError && (
            <Callout intent="danger" role="alert">
              {serverError}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} />
              <Button type="submit" intent={submitIntent} loading={busy} text={submitText} />
            </>
          }
        />
      </form>
    </ConsoleDialog>
  );
}
