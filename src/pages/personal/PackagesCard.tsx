import { Button, Callout, Card, Classes, H3, H4, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PersonalStore } from '../../stores/PersonalStore';
import { useStores } from '../../stores/RootStore';
import { fmtPoints, fmtYuan } from '../../components/records/format';
import { usePackagePurchase } from './usePackagePurchase';

/** The packages the brand sells; buying one starts a WeChat payment. */
export const PackagesCard = observer(function PackagesCard({ store }: { store: PersonalStore }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const buy = usePackagePurchase(store);
  const busy = store.payment.starting;
  return (
    <Card className="personal-card personal-packages" aria-labelledby="personal-packages-title">
      <H3 id="personal-packages-title">{t('personal.packages.title')}</H3>
      {store.packagesError && <Callout intent="danger">{store.packagesError}</Callout>}
      {store.payment.startError && (
        <Callout intent="danger" role="alert" title={t('personal.pay.startFailed')}>
          {store.payment.startError}
        </Callout>
      )}
      {!store.packagesLoaded && !store.packagesError && <Spinner size={24} />}
      {store.packagesLoaded && store.packages.length === 0 && (
        <NonIdealState icon="box" title={t('personal.packages.empty')} />
      )}
      <ul className="personal-package-grid">
        {store.packages.map((p) => (
          <li key={p.id}>
            <Card compact className="personal-package" aria-label={p.name}>
              <H4>{p.name}</H4>
              <Tag minimal>{t(`personal.period.${p.period}`)}</Tag>
              <div className="personal-package-price">{fmtYuan(p.priceYuan)}</div>
              <div>{t('personal.packages.points', { points: fmtPoints(p.points, locale.language) })}</div>
              <div className={Classes.TEXT_MUTED}>
                {p.giftPoints > 0
                  ? t('personal.packages.gift', { points: fmtPoints(p.giftPoints, locale.language) })
                  : t('personal.packages.noGift')}
              </div>
              <Button
                intent="primary"
                icon="shopping-cart"
                text={t('personal.packages.buy')}
                aria-label={t('personal.packages.buyNamed', { name: p.name })}
                disabled={busy}
                loading={busy && store.payment.pkg?.id === p.id}
                onClick={() => void buy(p)}
              />
            </Card>
          </li>
        ))}
      </ul>
    </Card>
  );
});
