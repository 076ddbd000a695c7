import {
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  NonIdealState,
  ProgressBar,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ClientSortField, PersonRowDto, SortOrder } from '../../api/types';
import { PageHeader } from '../../components/PageHeader';
import { Can, useCan } from '../../components/Can';
import { useReseller } from '../../stores/useReseller';
import { formatDate, formatNumber } from './format';
import { RechargeDialog } from './RechargeDialog';
import { SetAgentDialog } from './SetAgentDialog';
import { Pager } from '../../components/Pager';
import './usermanage.css';

const SORTS: { field: ClientSortField; key: 'sortCreatedAt' | 'sortPower' | 'sortExpires' | 'sortNickname' }[] = [
  { field: 'createdAt', key: 'sortCreatedAt' },
  { field: 'power', key: 'sortPower' },
  { field: 'aigcExpiresTime', key: 'sortExpires' },
  { field: 'nickname', key: 'sortNickname' },
];

type Open = { kind: 'recharge'; person: PersonRowDto } | { kind: 'set' | 'cancel'; person: PersonRowDto } | null;

/** My clients and my agents: one server-paged list with search, sort, and the row actions the role allows. */
export const PersonListView = observer(function PersonListView({ kind }: { kind: 'clients' | 'agents' }) {
  const { t } = useTranslation();
  const reseller = useReseller();
  const store = kind === 'clients' ? reseller.clients : reseller.agents;
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const maySetAgents = useCan('setAgents');
  const mayGrantSetter = useCan('grantAgentSetting');

  useEffect(() => {
    void store.load();
  }, [store]);

  const detailPath = (p: PersonRowDto) =>
    p.isAgent === 1 && maySetAgents ? `/usermanage/proxyDetail/${p.userId}` : `/usermanage/myClientDetail/${p.userId}`;

  const expiry = (p: PersonRowDto) => {
    if (!p.aigcExpiresTime) return <span className="bp6-text-muted">{t('reseller.list.notMember')}</span>;
    if (!p.vipActive)
      return (
        <Tag minimal intent="warning">
          {t('reseller.list.expired', { date: formatDate(p.aigcExpiresTime) })}
        </Tag>
      );
    return formatDate(p.aigcExpiresTime);
  };

  const empty = store.list.length === 0 && !store.loading && !store.error;
  return (
    <div className="page">
      <PageHeader
        page={kind === 'clients' ? 'myClient' : 'proxyUser'}
        actions={
          <>
            <Can capability="createLabels">
              <Button icon="globe" onClick={() => navigate('/usermanage/createTiepai')}>
                {t('route.createTiepai')}
              </Button>
            </Can>
            <Button icon="add" intent="primary" onClick={() => navigate('/usermanage/create')}>
              {t('reseller.list.createUser')}
            </Button>
          </>
        }
      />
      <div className="um-toolbar">
        <search className="um-search-wrap">
          <form
            className="um-search"
            onSubmit={(e) => {
              e.preventDefault();
              void store.search();
            }}
          >
            <InputGroup
              type="search"
              leftIcon="search"
              aria-label={t('reseller.list.searchLabel')}
              placeholder={t('reseller.list.searchLabel')}
              value={store.keyword}
              onValueChange={(v) => store.setKeyword(v)}
            />
            <Button type="submit" text={t('reseller.list.search')} />
          </form>
        </search>
        <FormGroup label={t('reseller.list.sortBy')} labelFor={`${kind}-sort`} inline>
          <HTMLSelect
            id={`${kind}-sort`}
            value={store.sortField}
            onChange={(e) => void store.sortBy(e.currentTarget.value as ClientSortField, store.sortOrder)}
            options={SORTS.map((s) => ({ value: s.field, label: t(`reseller.list.${s.key}`) }))}
          />
        </FormGroup>
        <FormGroup label={t('reseller.list.order')} labelFor={`${kind}-order`} inline>
          <HTMLSelect
            id={`${kind}-order`}
            value={store.sortOrder}
            onChange={(e) => void store.sortBy(store.sortField, e.currentTarget.value as SortOrder)}
            options={[
              { value: 'desc', label: t('reseller.list.desc') },
              { value: 'asc', label: t('reseller.list.asc') },
            ]}
          />
        </FormGroup>
      </div>
      {store.error && (
        <Callout intent="danger" role="alert" title={t('reseller.list.loadFailed')}>
          {store.error} <Button size="small" text={t('common.retry')} onClick={() => void store.load()} />
        </Callout>
      )}
      <div className="um-table-wrap" aria-busy={store.loading}>
        {store.loading && store.list.length > 0 && <ProgressBar className="um-loading-bar" intent="primary" />}
        {store.loading && store.list.length === 0 && (
          <div className="um-state">
            <Spinner aria-label={t('common.loading')} />
          </div>
        )}
        {empty && (
          <div className="um-state">
            <NonIdealState
              icon={store.shownKeyword ? 'search' : 'people'}
              title={
                store.shownKeyword
                  ? t('reseller.list.noMatch', { keyword: store.shownKeyword })
                  : t(kind === 'clients' ? 'reseller.list.emptyClients' : 'reseller.list.emptyAgents')
              }
              description={store.shownKeyword ? undefined : t('reseller.list.emptyHint')}
            />
          </div>
        )}
        {store.list.length > 0 && (
          <HTMLTable compact striped aria-label={t(kind === 'clients' ? 'route.myClient' : 'route.proxyUser')}>
            <thead>
              <tr>
                <th>{t('reseller.list.nickname')}</th>
                <th>{t('reseller.list.mobile')}</th>
                <th className="um-num">{t('reseller.list.power')}</th>
                <th className="um-num">{t('reseller.list.dayCards')}</th>
                <th className="um-num">{t('reseller.list.monthCards')}</th>
                <th className="um-num">{t('reseller.list.yearCards')}</th>
                <th>{t('reseller.list.expires')}</th>
                <th>{t('reseller.list.superior')}</th>
                <th>{t('reseller.list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {store.list.map((p) => (
                <tr key={p.userId}>
                  <td>
                    {p.nickname}{' '}
                    {kind === 'agents' && p.canSetAgent === 1 && (
                      <Tag minimal intent="primary">
                        {t('reseller.list.setterTag')}
                      </Tag>
                    )}
                  </td>
                  <td>{p.mobile}</td>
                  <td className="um-num">{formatNumber(p.power)}</td>
                  <td className="um-num">{p.cards.day}</td>
                  <td className="um-num">{p.cards.month}</td>
                  <td className="um-num">{p.cards.year}</td>
                  <td>{expiry(p)}</td>
                  <td>{p.parentNickname}</td>
                  <td>
                    <div className="um-actions">
                      <Button
                        size="small"
                        intent="primary"
                        text={t('reseller.list.recharge')}
                        aria-label={`${t('reseller.list.recharge')} ${p.nickname}`}
                        onClick={() => setOpen({ kind: 'recharge', person: p })}
                      />
                      {maySetAgents && (
                        <Button
                          size="small"
                          text={t(p.isAgent === 1 ? 'reseller.list.cancelAgent' : 'reseller.list.setAgent')}
                          aria-label={`${t(p.isAgent === 1 ? 'reseller.list.cancelAgent' : 'reseller.list.setAgent')} ${p.nickname}`}
                          onClick={() => setOpen({ kind: p.isAgent === 1 ? 'cancel' : 'set', person: p })}
                        />
                      )}
                      <Button
                        size="small"
                        variant="minimal"
                        text={t('reseller.list.details')}
                        aria-label={`${t('reseller.list.details')} ${p.nickname}`}
                        onClick={() => navigate(detailPath(p))}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
      {store.total > 0 && (
        <Pager
          page={store.pageNum}
          pages={store.pageCount}
          summary={t('reseller.list.total', { count: store.total })}
          onChange={(n) => void store.setPage(n)}
        />
      )}
      {open?.kind === 'recharge' && <RechargeDialog person={open.person} store={store} onClose={() => setOpen(null)} />}
      {(open?.kind === 'set' || open?.kind === 'cancel') && (
        <SetAgentDialog
          person={open.person}
          store={store}
          action={open.kind}
          mayGrantSetter={mayGrantSetter}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
});
