import { Button, Callout, DialogBody, DialogFooter, type IconName } from '@blueprintjs/core';
import { ConsoleDialog } from './ConsoleDialog';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  /** Shown while true; a dialog the page keeps mounted (to keep its state between openings) passes it. */
  isOpen?: boolean;
  /** Runs as the dialog starts to open, before its first field takes the focus. */
  onOpening?: () => void;
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
  submitIcon?: IconName;
  children: ReactNode;
}

/**
 * A dialog holding one form: the fields, the service's refusal (an alert, the form kept as typed), then Cancel and the
 * submit button. Enter submits; the form is named by the dialog's title. Every form in a dialog is drawn by it.
 */
export function FormDialog({
  title,
  isOpen = true,
  onOpening,
  onClose,
  onSubmit,
  submitText,
  busy,
  serverError,
  className,
  submitIntent = 'primary',
  submitIcon,
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <ConsoleDialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={onOpening}
      title={title}
      className={className ?? 'um-dialog'}
    >
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
              <Button type="submit" intent={submitIntent} icon={submitIcon} loading={busy} text={submitText} />
            </>
          }
        />
      </form>
    </ConsoleDialog>
  );
}
