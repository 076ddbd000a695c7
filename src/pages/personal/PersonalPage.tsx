import { Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { PersonalStore } from '../../stores/PersonalStore';
import { useStores } from '../../stores/RootStore';
import { ChangeLogPanel } from './ChangeLogPanel';
import { LedgerPanel } from './LedgerPanel';
import { MembershipCard } from './MembershipCard';
import { OrdersPanel } from './OrdersPanel';
import { PackagesCard } from './PackagesCard';
import { ProfileCard } from './ProfileCard';
import './personal.css';

type TabId = 'overview' | 'power' | 'orders' | 'changes';

/** Personal home: profile and membership with the packages for sale, then the ledger, orders and change log. */
const PersonalPage = observer(function PersonalPage() {
  const { t } = useTranslation();
  const { session, dialog } = useStores();
  const [store] = useState(() => new PersonalStore(session));
  const [tab, setTab] = useState<TabId>('overview');
  useEffect(() => {
    void store.load();
    return () => {
      store.dispose();
      // Leaving the page (browser back) ends the pay dialog with it; the payment itself ends on the server.
      if (dialog.request?.mode === 'wechatPay') dialog.close();
    };
  }, [store, dialog]);
  const serverTime = store.membership?.serverTime ?? Date.now();
  return (
    <div className="page personal-page">
      <PageHeader titleKey="route.personal" descKey="page.personal" />
      <Tabs
        id="personal-tabs"
        className="personal-tabs"
        selectedTabId={tab}
        onChange={(id) => setTab(id as TabId)}
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
