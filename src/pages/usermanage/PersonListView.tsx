import { Button, Callout, FormGroup, HTMLSelect, Icon, InputGroup, ProgressBar, Tag, Tooltip } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ClientSortField, PersonRowDto } from '../../api/types';
import { toastError, toastSuccess, toastWarning } from '../../app/toaster';
import { type Column, ListView } from '../../components/ListTable';
import { PageHeader } from '../../components/PageHeader';
import { Can, useCan } from '../../components/Can';
import { useListPlace } from '../../components/useListPlace';
import { csvHead, csvRows } from '../../lib/csv';
import { errorText } from '../../lib/errorText';
import { openTextFile, type TextFileSink } from '../../lib/saveFile';
import { PHONE, useMediaQuery } from '../../lib/useMediaQuery';
import { useReseller } from '../../stores/useReseller';
import { formatDate, formatNumber } from './format';
import { csvDay, personCsvColumns } from './personCsv';
import { RechargeDialog } from './RechargeDialog';
import { SetAgentDialog } from './SetAgentDialog';
import { ListPager, pageMoves } from '../../components/Pager';
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

  const go = useListPlace(store);
  // On a phone the pager leads the list: with 20 rows a page, under them it would be screens away from the top.
  const phone = useMediaQuery(PHONE);
  const pager = (
    <ListPager list={store} summary={t('reseller.list.total', { count: store.total })} {...pageMoves(store, go)} />
  );

  const columns: Column<PersonRowDto>[] = [
    {
      id: 'nickname',
      header: t('reseller.list.nickname'),
      cell: (p) => (
        <>
          {p.nickname}{' '}
          {kind === 'agents' && p.canSetAgent === 1 && (
            <Tag minimal intent="primary">
              {t('reseller.list.setterTag')}
            </Tag>
          )}
        </>
      ),
    },
    { id: 'mobile', header: t('reseller.list.mobile'), essential: 'subtitle', cell: (p) => p.mobile },
    {
      id: 'power',
      header: t('reseller.list.power'),
      numeric: true,
      essential: 'figure',
      cell: (p) => formatNumber(p.power),
    },
    { id: 'day', header: t('reseller.list.dayCards'), numeric: true, cell: (p) => p.cards.day },
    { id: 'month', header: t('reseller.list.monthCards'), numeric: true, cell: (p) => p.cards.month },
    { id: 'year', header: t('reseller.list.yearCards'), numeric: true, cell: (p) => p.cards.year },
    { id: 'expires', header: t('reseller.list.expires'), essential: 'note', cell: expiry },
    { id: 'superior', header: t('reseller.list.superior'), cell: (p) => p.parentNickname },
    { id: 'joined', header: t('reseller.list.joined'), cell: (p) => formatDate(p.createdAt) },
  ];

  // Every row of the list as searched and sorted, written to the file a page at a time (src/stores/ListExport.ts).
  const exportCsv = async () => {
    const { exporter } = store;
    const name = t(kind === 'clients' ? 'reseller.list.fileClients' : 'reseller.list.fileAgents');
    let file: TextFileSink | null;
    try {
      file = await openTextFile(`${name}-${csvDay(Date.now())}.csv`);
    } catch (e) {
      void toastError(t('reseller.list.exportFailed', { message: errorText(e) }));
      return;
    }
    // The person closed the file picker: nothing to export.
    if (!file) return;
    const columns = personCsvColumns(t);
    const sink = file;
    await sink.write(csvHead(columns));
    const done = await exporter.run((rows) => sink.write(csvRows(rows, columns)), store.total);
    if (!done) {
      await sink.abort();
      if (exporter.error) void toastError(t('reseller.list.exportFailed', { message: exporter.error }));
      else void toastWarning(t('reseller.list.exportCancelled'));
      return;
    }
    await sink.close();
    void toastSuccess(t('reseller.list.exported', { count: done.count }));
  };

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
              go({ q: store.keyword.trim(), page: 1 });
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
            onChange={(e) => go({ sort: e.currentTarget.value, page: 1 })}
            options={SORTS.map((s) => ({ value: s.field, label: t(`reseller.list.${s.key}`) }))}
          />
        </FormGroup>
        <FormGroup label={t('reseller.list.order')} labelFor={`${kind}-order`} inline>
          <HTMLSelect
            id={`${kind}-order`}
            value={store.sortOrder}
            onChange={(e) => go({ order: e.currentTarget.value === 'asc' ? 'asc' : 'desc', page: 1 })}
            options={[
              { value: 'desc', label: t('reseller.list.desc') },
              { value: 'asc', label: t('reseller.list.asc') },
            ]}
          />
        </FormGroup>
        <Tooltip content={t('reseller.list.exportWhole')}>
          <Button
            icon="export"
            text={t('reseller.list.export')}
            disabled={store.exporter.running || store.total === 0}
            onClick={() => void exportCsv()}
          />
        </Tooltip>
      </div>
      <p className="um-service-note bp6-text-muted">
        <Icon icon="info-sign" size={12} /> {t('reseller.list.searchHelp')} {t('reseller.list.exportWhole')}
      </p>
      {store.exporter.running && (
        <Callout className="um-export" icon="export" role="status">
          <span>
            {t('reseller.list.exporting', {
              done: formatNumber(store.exporter.done),
              wanted: formatNumber(store.exporter.wanted || store.total),
            })}
          </span>
          <ProgressBar
            intent="primary"
            value={store.exporter.wanted ? store.exporter.done / store.exporter.wanted : undefined}
            aria-hidden
          />
          <Button size="small" text={t('reseller.list.exportCancel')} onClick={() => store.exporter.cancel()} />
        </Callout>
      )}
      {phone && pager}
      <div className="um-table-wrap" aria-busy={store.loading}>
        {store.loading && store.list.length > 0 && (
          <ProgressBar className="um-loading-bar" intent="primary" aria-label={t('common.loading')} />
        )}
        <ListView
          list={store}
          compact
          label={t(kind === 'clients' ? 'route.myClient' : 'route.proxyUser')}
          columns={columns}
          rowKey={(p) => p.userId}
          dense={(p) => p.nickname}
          actionsHeader={t('reseller.list.actions')}
          actions={(p) => (
            <>
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
            </>
          )}
          searched={store.shownKeyword}
          onClear={() => {
            store.setKeyword('');
            go({ q: '', page: 1 });
          }}
          empty={{
            icon: 'people',
            title: t(kind === 'clients' ? 'reseller.list.emptyClients' : 'reseller.list.emptyAgents'),
            description: t('reseller.list.emptyHint'),
            action: (
              <Button icon="add" intent="primary" onClick={() => navigate('/usermanage/create')}>
                {t('reseller.list.createUser')}
              </Button>
            ),
          }}
        />
      </div>
      {!phone && pager}
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
