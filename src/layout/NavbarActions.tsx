import { Button, Icon } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../router/useAppNavigate';
import { formatDay, numberFormat } from '../lib/intl';
import { useStores } from '../stores/RootStore';
import { ErrorLogDialog } from './ErrorLogDialog';
import { InviteDialog } from './InviteDialog';

/** Text beside an icon; hidden on a phone, where the button's name carries it. */
const Label = ({ children }: { children: string }) => <span className="navbar-text">{children}</span>;

export const InviteButton = observer(function InviteButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="minimal"
        icon="new-person"
        text={<Label>{t('shell.invite')}</Label>}
        aria-label={t('shell.invite')}
        onClick={() => setOpen(true)}
      />
      <InviteDialog isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
});

/** The membership: its expiry, that it expired, or 'open VIP'; each goes to the personal page to buy or renew. */
export const VipButton = observer(function VipButton() {
  const { t, i18n } = useTranslation();
  const { membership, app } = useStores();
  const navigate = useAppNavigate();
  // The one reading of the membership (src/stores/MembershipStore.ts): the personal page's card says the same.
  const vip = membership.status;
  const text =
    vip.kind === 'active'
      ? t('shell.vipUntil', { date: formatDay(vip.until, i18n.language) })
      : vip.kind === 'expired'
        ? t('shell.vipExpired', { date: formatDay(vip.at, i18n.language) })
        : t('shell.openVip');
  return (
    <Button
      variant="minimal"
      icon="crown"
      intent={vip.kind === 'active' ? 'warning' : vip.kind === 'expired' ? 'danger' : 'primary'}
      className="navbar-vip"
      text={
        // On a phone the bar's words are hidden; an ended membership still says so in one word, not a red crown alone.
        app.isMobile && vip.kind === 'expired' ? (
          <span aria-hidden="true">{t('shell.vipExpiredShort')}</span>
        ) : (
          <Label>{text}</Label>
        )
      }
      aria-label={text}
      onClick={() => navigate('/personal/personal')}
    />
  );
});

/** The computing-power balance, when the brand counts power in one unified balance. */
export const PowerCount = observer(function PowerCount() {
  const { t, i18n } = useTranslation();
  const { session, brand, app } = useStores();
  if (!brand.brand?.unifiedComputingPower) return null;
  // A phone has room for "5万" / "50K", not "50,000".
  const count = numberFormat(i18n.language, { notation: app.isMobile ? 'compact' : 'standard' }).format(
    session.user?.unifiedComputingPower ?? 0,
  );
  const text = t('shell.power', { count });
  return (
    <span className="navbar-power" title={t('shell.powerTitle')}>
      <Icon icon="flash" />
      {app.isMobile ? (
        <>
          <span className="visually-hidden">{text}</span>
          <span aria-hidden="true">{count}</span>
        </>
      ) : (
        <span>{text}</span>
      )}
    </span>
  );
});

/** Shown once something went wrong: the count, and the list on click. */
export const ErrorLogButton = observer(function ErrorLogButton() {
  const { t } = useTranslation();
  const { errorLog } = useStores();
  const [open, setOpen] = useState(false);
  if (errorLog.count === 0 && !open) return null;
  const name = t('shell.errorLogCount', { count: errorLog.count });
  return (
    <>
      <Button
        variant="minimal"
        intent="danger"
        icon="error"
        text={String(errorLog.count)}
        aria-label={name}
        title={name}
        onClick={() => setOpen(true)}
      />
      <ErrorLogDialog isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
});

/** A package payment whose QR code was closed while it still waits: one click shows the code again. */
export const PaymentWaitingButton = observer(function PaymentWaitingButton() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const waiting = ui.paymentWaiting;
  if (!waiting) return null;
  return (
    <Button
      variant="minimal"
      intent="warning"
      icon="time"
      text={<Label>{t('shell.paymentWaiting')}</Label>}
      aria-label={t('shell.paymentWaitingFor', { name: waiting.name })}
      title={t('shell.paymentWaitingFor', { name: waiting.name })}
      onClick={waiting.reopen}
    />
  );
});
