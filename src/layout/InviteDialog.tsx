import { Button, Callout, ControlGroup, DialogBody, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { ConsoleDialog } from '../components/ConsoleDialog';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../app/toaster';
import { useStores } from '../stores/RootStore';
import { copyText } from './copyText';
import { errorText } from '../lib/errorText';

/** The invite link with a copy button; when the browser refuses to copy, the link is selected for a manual copy. */
export const InviteDialog = observer(function InviteDialog({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { session } = useStores();
  const [link, setLink] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    setError('');
    session
      .inviteUrl()
      .then((l) => live && setLink(l))
      .catch((e: unknown) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
  }, [isOpen, session]);

  const copy = async () => {
    if (await copyText(link, input.current)) {
      void toastSuccess(t('shell.copied'));
      return;
    }
    input.current?.focus();
    input.current?.select();
    void toastError(t('shell.copyFailed'));
  };

  return (
    <ConsoleDialog isOpen={isOpen} onClose={onClose} title={t('shell.invite')} icon="new-person" className="app-dialog">
      <DialogBody>
        <p>{t('shell.inviteText')}</p>
        {error && <Callout intent="danger">{error}</Callout>}
        {!error && !link && <Spinner size={20} />}
        {!error && link && (
          <FormGroup label={t('shell.inviteLink')} labelFor="invite-link">
            <ControlGroup fill>
              <InputGroup
                id="invite-link"
                inputRef={input}
                value={link}
                readOnly
                // The link is the dialog's one field: it takes the focus once it has come (selected, ready to copy).
                autoFocus
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button intent="primary" icon="duplicate" text={t('shell.copy')} onClick={() => void copy()} />
            </ControlGroup>
          </FormGroup>
        )}
      </DialogBody>
    </ConsoleDialog>
  );
});
