import type { TFunction } from 'i18next';
import { Button, Callout, Classes, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { ConsoleDialog } from '../components/ConsoleDialog';
import type { IconName } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../router/useAppNavigate';
import { checkName } from '../domain/validation';
import type { DialogRequest } from '../stores/DialogStore';
import { TextField } from '../components/TextField';
import { useStores } from '../stores/RootStore';
import './appDialog.css';
import { errorText } from '../lib/errorText';

type Of<M extends DialogRequest['mode']> = Extract<DialogRequest, { mode: M }>;

function ContactAgent({ req }: { req: Of<'contactAgent'> }) {
  const { t } = useTranslation();
  const { dialog, session } = useStores();
  const navigate = useAppNavigate();
  const [contact, setContact] = useState<string | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    session
      .agentContact()
      .then(setContact)
      .catch((e: unknown) => setError(errorText(e)));
  }, [session]);
  return (
    <>
      <DialogBody>
        {req.message && (
          <Callout intent="warning" className="app-dialog-message">
            {req.message}
          </Callout>
        )}
        <p>{t('dialog.contactAgentText')}</p>
        {contact === null && !error && <Spinner size={20} />}
        {error && <Callout intent="danger">{error}</Callout>}
        {contact !== null &&
          (contact.includes('http') ? (
            <a href={contact} target="_blank" rel="noreferrer" className="app-dialog-contact">
              {contact}
            </a>
          ) : (
            <strong className="app-dialog-contact">{contact}</strong>
          ))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.close')} onClick={() => dialog.close()} />
            <Button
              intent="primary"
              text={t('dialog.toPersonal')}
              onClick={() => {
                dialog.close({ confirmed: true });
                navigate('/personal/personal');
              }}
            />
          </>
        }
      />
    </>
  );
}

function Rename({ req }: { req: Of<'rename'> }) {
  const { t } = useTranslation();
  const { dialog } = useStores();
  const [value, setValue] = useState(req.initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const rule = checkName(req.kind ?? 'name', value);
    if (rule) return setError(t(rule.key, { max: rule.max }));
    setBusy(true);
    setError('');
    try {
      await req.submit(value.trim());
      dialog.close({ confirmed: true, value: value.trim() });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <TextField
          id="rename-input"
          label={t('dialog.newName')}
          error={error}
          autoFocus
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={() => dialog.close()} />
            <Button type="submit" intent="primary" loading={busy} text={t('common.save')} />
          </>
        }
      />
    </form>
  );
}

function Confirm({ req }: { req: Of<'confirm'> | Of<'confirmDescription'> | Of<'logout'> }) {
  const { t } = useTranslation();
  const { dialog } = useStores();
  const message = req.mode === 'logout' ? t('dialog.logoutText') : req.message;
  const intent = req.mode === 'logout' ? 'danger' : (req.intent ?? 'primary');
  const confirmText = req.mode === 'logout' ? t('nav.logout') : (req.confirmText ?? t('common.confirm'));
  return (
    <>
      <DialogBody>
        <p>{message}</p>
        {req.mode === 'confirmDescription' && <p className={Classes.TEXT_MUTED}>{req.description}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={() => dialog.close()} />
            <Button intent={intent} text={confirmText} onClick={() => dialog.close({ confirmed: true })} />
          </>
        }
      />
    </>
  );
}

const WechatPay = observer(function WechatPay({ req }: { req: Of<'wechatPay'> }) {
  const { t } = useTranslation();
  const { dialog } = useStores();
  return (
    <>
      <DialogBody className="app-dialog-pay">
        <img src={req.qrImage} alt={t('dialog.wechatQr')} width={200} height={200} />
        <div className="app-dialog-amount">{t('dialog.amount', { amount: req.amountYuan.toFixed(2) })}</div>
        <Callout intent={req.statusIntent} role="status" compact>
          {req.status}
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <Button
            intent={req.ended ? 'primary' : 'none'}
            text={req.ended ? t('common.close') : t('common.cancel')}
            onClick={() => {
              if (!req.ended) req.onCancel?.();
              dialog.close();
            }}
          />
        }
      />
    </>
  );
});

function titleOf(req: DialogRequest, t: TFunction): string {
  switch (req.mode) {
    case 'contactAgent':
      return t('dialog.contactAgentTitle');
    case 'logout':
      return t('dialog.logoutTitle');
    case 'rename':
      return req.title ?? t('dialog.renameTitle');
    default:
      return req.title;
  }
}

function iconOf(req: DialogRequest | null): IconName | undefined {
  switch (req?.mode) {
    case 'contactAgent':
      return 'mobile-phone';
    case 'logout':
      return 'log-out';
    case 'rename':
      return 'edit';
    case 'confirm':
    case 'confirmDescription':
      return req.intent === 'danger' || req.intent === 'warning' ? 'warning-sign' : 'info-sign';
    default:
      return undefined;
  }
}

/** The one shared dialog; 25% wide on wide screens, nearly full width on narrow ones. */
export const AppDialog = observer(function AppDialog() {
  const { t } = useTranslation();
  const { dialog } = useStores();
  const req = dialog.request;
  return (
    <ConsoleDialog
      isOpen={req !== null}
      onClose={() => dialog.close()}
      title={req ? titleOf(req, t) : ''}
      icon={iconOf(req)}
      className="app-dialog"
      // Esc closes every dialog. A payment's QR code closed by Esc only hides it (the payment still waits and is found
      // again from the top bar); its Cancel button cancels. A click beside it does nothing: a scan may be under way.
      canOutsideClickClose={req?.mode !== 'wechatPay'}
      // Its footer's one button (Cancel, or Close once it ended) says what it does; no second close in the corner.
      isCloseButtonShown={req?.mode !== 'wechatPay'}
    >
      {req?.mode === 'contactAgent' && <ContactAgent req={req} />}
      {req?.mode === 'rename' && <Rename key={req.initial} req={req} />}
      {(req?.mode === 'confirm' || req?.mode === 'confirmDescription' || req?.mode === 'logout') && (
        <Confirm req={req} />
      )}
      {req?.mode === 'wechatPay' && <WechatPay req={req} />}
    </ConsoleDialog>
  );
});
