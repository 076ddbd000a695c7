import { Button, Callout, Card, Classes, H3, Spinner, Tag } from '@blueprintjs/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalStore } from '../../stores/PersonalStore';
import { useStores } from '../../stores/RootStore';
import { fmtDate, fmtPoints, fmtYuan } from '../../components/records/format';
import { PAYMENT_INTENT, paymentStatusText } from '../../components/records/paymentText';

/** Brings the packages card into view and puts the keyboard on its first Buy. */
function toPackages(): void {
  const card = document.querySelector<HTMLElement>('.personal-packages');
  card?.scrollIntoView({ block: 'start' });
  card?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
}

/** Membership state, computing-power balance, invitations, how the last purchase ended, and the way to buy more. */
export const MembershipCard = observer(function MembershipCard({ store }: { store: PersonalStore }) {
  const { t } = useTranslation();
  const { locale, ui, membership } = useStores();
  const m = store.membership;
  // The membership's end, seen by the console's one reading of it: the rest of the card is read again with it.
  useEffect(
    () =>
      reaction(
        () => membership.ends,
        () => void store.loadMembership(),
      ),
    [membership, store],
  );
  // The state and days left are the console's one reading (the top bar's too), never the server's reading of an
  // earlier moment.
  const vip = membership.status;
  const p = store.payment.current;
  return (
    <Card className="personal-card personal-membership" aria-labelledby="personal-membership-title">
      <H3 id="personal-membership-title">{t('personal.membership.title')}</H3>
      {store.membershipError && <Callout intent="danger">{store.membershipError}</Callout>}
      {!m && !store.membershipError && <Spinner size={24} />}
      {m && (
        <dl className="personal-facts">
          <dt>{t('personal.membership.vip')}</dt>
          <dd data-testid="vip-state">
            {vip.kind === 'active' && (
              <>
                <Tag intent="success">{t('personal.membership.active')}</Tag>{' '}
                {t('personal.membership.until', { date: fmtDate(vip.until), days: membership.daysLeft })}
              </>
            )}
            {vip.kind === 'expired' && (
              <>
                <Tag intent="danger">{t('personal.membership.expired')}</Tag>{' '}
                {t('personal.membership.expiredOn', { date: fmtDate(vip.at) })}
              </>
            )}
            {vip.kind === 'none' && <Tag>{t('personal.membership.none')}</Tag>}
          </dd>
          <dt>{t('personal.membership.power')}</dt>
          <dd>
            <strong className="personal-balance" data-testid="power-balance">
              {fmtPoints(m.unifiedComputingPower, locale.language)}
            </strong>{' '}
            <span className={Classes.TEXT_MUTED}>{t('personal.membership.points')}</span>
          </dd>
          <dt>{t('personal.invite.invited')}</dt>
          <dd>
            {t('personal.invite.invitedSummary', {
              n: m.invitedCount,
              points: fmtPoints(m.invitationPoints, locale.language),
            })}
          </dd>
        </dl>
      )}
      {m && (
        // The card's main action, in the brand's colour: the way to the packages below (a member renews, anyone
        // else joins), in view where the page opens.
        <Button
          intent="primary"
          icon="shopping-cart"
          text={t(vip.kind === 'none' ? 'personal.membership.choose' : 'personal.membership.renew')}
          onClick={toPackages}
        />
      )}
      {p && store.payment.pkg && (
        <Callout
          intent={PAYMENT_INTENT[p.state]}
          title={t('personal.pay.last', { name: store.payment.pkg.name, amount: fmtYuan(p.amountYuan) })}
        >
          <span data-testid="last-payment">
            {t(`personal.payState.${p.state}`)} — {paymentStatusText(p, t)}
          </span>
          {p.state === 'paying' && ui.paymentWaiting && (
            <div>
              <Button
                size="small"
                icon="mobile-phone"
                intent="primary"
                text={t('personal.pay.showQr')}
                onClick={ui.paymentWaiting.reopen}
                style={{ marginTop: 8 }}
              />
            </div>
          )}
        </Callout>
      )}
    </Card>
  );
});
