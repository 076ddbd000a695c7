import { Button, Callout, Card, NonIdealState, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ListView } from '../../components/ListTable';
import { PageHeader } from '../../components/PageHeader';
import { ChangeLogPanel } from '../../components/records/ChangeLogPanel';
import { LedgerPanel } from '../../components/records/LedgerPanel';
import { OrdersPanel } from '../../components/records/OrdersPanel';
import { deriveRole } from '../../domain/roles';
import { ClientDetailStore } from '../../stores/ClientDetailStore';
import { useReseller } from '../../stores/useReseller';
import { expiryText, formatDate, formatNumber } from './format';
import { RechargeDialog } from './RechargeDialog';
import { Pager, pagesOf } from '../../components/Pager';
import './usermanage.css';

const RECORD_TABS = ['power', 'orders', 'changes'] as const;
type RecordTab = (typeof RECORD_TABS)[number];
const isRecordTab = (v: unknown): v is RecordTab => (RECORD_TABS as readonly unknown[]).includes(v);

/**
 * A customer's or an agent's details: profile, cards and balance, computing-power records, orders, change log and
 * direct subordinates; the three lists are the personal page's own panels.
 * The server answers only for people the caller manages; anyone else gets its refusal, shown as such.
 */
export const PersonDetailView = observer(function PersonDetailView({ kind }: { kind: 'clients' | 'agents' }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const reseller = useReseller();
  const navigate = useNavigate();
  const [store] = useState(() => new ClientDetailStore(id, reseller.people));
  const [recharging, setRecharging] = useState(false);
  // The records tab is in the address (?tab=orders), as on the personal page: the tab's list keeps its page beside it,
  // and another tab starts from its own.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: RecordTab = isRecordTab(asked) ? asked : 'power';
  useEffect(() => {
    void store.load();
  }, [store]);

  const p = store.person;
  const back = kind === 'agents' ? '/usermanage/proxyUser' : '/usermanage/myClient';
  return (
    <div className="page">
      <PageHeader
        page={kind === 'agents' ? 'proxyDetail' : 'myClientDetail'}
        actions={
          <div className="um-actions">
            <Button icon="arrow-left" text={t('reseller.detail.back')} onClick={() => navigate(back)} />
            {p && <Button intent="primary" text={t('reseller.list.recharge')} onClick={() => setRecharging(true)} />}
          </div>
        }
      />
      {store.loading && !p && <Spinner aria-label={t('common.loading')} />}
      {store.error && !p && (
        <NonIdealState
          icon="warning-sign"
          title={t('reseller.detail.notFound')}
          description={store.error}
          action={<Button icon="refresh" text={t('common.retry')} onClick={() => void store.load()} />}
        />
      )}
      {store.error && p && (
        <Callout intent="danger" role="alert">
          {store.error}
        </Callout>
      )}
      {p && (
        <>
          <Card>
            <h2 className="bp6-heading" style={{ fontSize: 18 }}>
              {p.nickname}{' '}
              <Tag minimal intent={p.isAgent ? 'primary' : 'none'}>
                {t(`role.${deriveRole({ isAgent: p.isAgent, canSetAgent: p.canSetAgent, userRole: p.userRole })}`)}
              </Tag>
            </h2>
            {/* The person's facts, one line each. */}
            <dl className="um-detail-grid">
              {(
                [
                  { label: t('reseller.list.mobile'), value: p.mobile },
                  { label: t('reseller.list.power'), value: formatNumber(p.power), testId: 'detail-power' },
                  { label: t('reseller.list.expires'), value: expiryText(p, t), testId: 'detail-expires' },
                  {
                    label: `${t('reseller.list.dayCards')} / ${t('reseller.list.monthCards')} / ${t('reseller.list.yearCards')}`,
                    value: `${p.cards.day} / ${p.cards.month} / ${p.cards.year}`,
                  },
                  {
                    label: t('reseller.list.superior'),
                    value: `${p.parentNickname} ${p.parentMobile ? `(${p.parentMobile})` : ''}`,
                  },
                  { label: t('reseller.detail.inviteCode'), value: p.inviteCode },
                  { label: t('reseller.detail.joined'), value: formatDate(p.createdAt) },
                  { label: t('reseller.detail.subordinateCount'), value: p.subordinateCount },
                ] satisfies { label: string; value: string | number; testId?: string }[]
              ).map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd data-testid={f.testId}>{f.value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Tabs
            id="person-detail-tabs"
            className="um-detail-tabs"
            renderActiveTabPanelOnly
            selectedTabId={tab}
            onChange={(next) =>
              isRecordTab(next) && setParams(next === 'power' ? {} : { tab: next }, { replace: true })
            }
          >
            <Tab
              id="power"
              title={t('reseller.detail.powerRecords')}
              panel={<LedgerPanel ledger={store.ledger} serverTime={Date.now()} />}
            />
            <Tab id="orders" title={t('reseller.detail.orders')} panel={<OrdersPanel orders={store.orders} />} />
            <Tab id="changes" title={t('personal.tabs.changes')} panel={<ChangeLogPanel changes={store.changes} />} />
          </Tabs>
          <section className="um-section" aria-labelledby="pd-subs">
            <h2 id="pd-subs">{t('reseller.detail.subordinates')}</h2>
            <div className="um-table-wrap">
              <ListView
                list={store.subordinates}
                compact
                label={t('reseller.detail.subordinates')}
                rowKey={(s) => s.userId}
                columns={[
                  {
                    id: 'nickname',
                    header: t('reseller.list.nickname'),
                    cell: (s) => (
                      <>
                        {s.nickname}{' '}
                        {s.isAgent === 1 && (
                          <Tag minimal intent="primary">
                            {t('reseller.list.agentTag')}
                          </Tag>
                        )}
                      </>
                    ),
                  },
                  { id: 'mobile', header: t('reseller.list.mobile'), cell: (s) => s.mobile },
                  {
                    id: 'power',
                    header: t('reseller.list.power'),
                    numeric: true,
                    cell: (s) => formatNumber(s.power),
                  },
                  { id: 'expires', header: t('reseller.list.expires'), cell: (s) => expiryText(s, t) },
                ]}
                empty={{ icon: 'people', title: t('reseller.detail.noSubordinates') }}
              />
            </div>
            {store.subordinates.pageCount > 1 && (
              <Pager
                {...pagesOf(store.subordinates)}
                summary={t('reseller.list.total', { count: store.subordinates.total })}
                onChange={(n) => void store.subordinates.setPage(n)}
              />
            )}
          </section>
        </>
      )}
      {recharging && p && (
        <RechargeDialog
          person={p}
          store={kind === 'agents' ? reseller.agents : reseller.clients}
          onClose={() => setRecharging(false)}
          onDone={() => void store.reload()}
        />
      )}
    </div>
  );
});
