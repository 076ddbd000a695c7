import { Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { PersonalStore } from '../../stores/PersonalStore';
import { useStores } from '../../stores/RootStore';
import { ChangeLogPanel } from '../../components/records/ChangeLogPanel';
import { LedgerPanel } from '../../components/records/LedgerPanel';
import { MembershipCard } from './MembershipCard';
import { OrdersPanel } from '../../components/records/OrdersPanel';
import { PackagesCard } from './PackagesCard';
import { ProfileCard } from './ProfileCard';
import './personal.css';
import { usePackagePurchase } from './usePackagePurchase';

const TABS = ['overview', 'power', 'orders', 'changes'] as const;
type TabId = (typeof TABS)[number];
const isTab = (v: unknown): v is TabId => (TABS as readonly unknown[]).includes(v);

/** Personal home: profile and membership with the packages for sale, then the ledger, orders and change log. */
const PersonalPage = observer(function PersonalPage() {
  const { t } = useTranslation();
  const { session, dialog } = useStores();
  const [store] = useState(() => new PersonalStore(session));
  // The tab is in the address (?tab=orders), so other screens can link to a part of the page.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabId = isTab(asked) ? asked : 'overview';
  const setTab = (id: TabId) => setParams(id === 'overview' ? {} : { tab: id }, { replace: true });
  useEffect(() => {
    void store.load();
    return () => {
      store.dispose();
      // Leaving the page (browser back) ends the pay dialog with it; the payment itself ends on the server.
      if (dialog.request?.mode === 'wechatPay') dialog.close();
    };
  }, [store, dialog]);
  // ?buy=<package id> opens that package's payment once the packages are in (a renewal link, a demo scene).
  const buy = usePackagePurchase(store);
  const buyId = params.get('buy');
  const toBuy = buyId ? store.packages.find((p) => p.id === buyId) : undefined;
  const bought = useRef<string | null>(null);
  useEffect(() => {
    if (!buyId || !store.packagesLoaded || bought.current === buyId) return;
    bought.current = buyId;
    setParams(tab === 'overview' ? {} : { tab }, { replace: true });
    if (toBuy) void buy(toBuy);
  }, [buyId, toBuy, store.packagesLoaded, buy, setParams, tab]);
  const serverTime = store.membership?.serverTime ?? Date.now();
  return (
    <div className="page personal-page">
      <PageHeader page="personal" />
      <Tabs
        id="personal-tabs"
        className="personal-tabs"
        selectedTabId={tab}
        onChange={(id) => isTab(id) && setTab(id)}
        renderActiveTabPanelOnly
      >
        <Tab
          id="overview"
          title={t('personal.tabs.overview')}
          panel={
            <div className="personal-overview">
              <ProfileCard store={store} />
              <MembershipCard store={store} />
              <PackagesCard store={store} />
            </div>
          }
        />
        <Tab
          id="power"
          title={t('personal.tabs.power')}
          panel={<LedgerPanel ledger={store.ledger} serverTime={serverTime} />}
        />
        <Tab id="orders" title={t('personal.tabs.orders')} panel={<OrdersPanel orders={store.orders} />} />
        <Tab id="changes" title={t('personal.tabs.changes')} panel={<ChangeLogPanel changes={store.changes} />} />
      </Tabs>
    </div>
  );
});

export default PersonalPage;
