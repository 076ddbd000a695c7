import { HTMLTable, Tag } from '@blueprintjs/core';
import { ListState } from '../ListState';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDto } from '../../api/types';
import type { ListLoader } from '../../stores/ListLoader';
import { useStores } from '../../stores/RootStore';
import { fmtDateTime, fmtPoints, fmtYuan } from './format';
import { Pager } from '../Pager';
import './records.css';
import { PAYMENT_INTENT } from './paymentText';

/** The person's package orders with how each payment ended. */
export const OrdersPanel = observer(function OrdersPanel({ orders }: { orders: ListLoader<OrderDto> }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  useEffect(() => {
    void orders.setPage(1);
  }, [orders]);
  return (
    <section aria-label={t('personal.tabs.orders')}>
      <ListState list={orders} empty={{ icon: 'shopping-cart', title: t('personal.orders.empty') }} />
      {orders.total > 0 && (
        <div className="records-table-wrap">
          <HTMLTable compact striped className="records-table" aria-label={t('personal.orders.table')}>
            <thead>
              <tr>
                <th>{t('personal.orders.time')}</th>
                <th>{t('personal.orders.package')}</th>
                <th className="num">{t('personal.orders.amount')}</th>
                <th className="num">{t('personal.orders.points')}</th>
                <th>{t('personal.orders.state')}</th>
                <th>{t('personal.orders.paidAt')}</th>
                <th>{t('personal.orders.id')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.list.map((o) => (
                <tr key={o.orderId}>
                  <td>{fmtDateTime(o.createdAt)}</td>
                  <td>
                    {o.packageName} <span className="records-muted">({t(`personal.period.${o.period}`)})</span>
                  </td>
                  <td className="num">{fmtYuan(o.amountYuan)}</td>
                  <td className="num">{fmtPoints(o.points + o.giftPoints, locale.language)}</td>
                  <td>
                    <Tag minimal intent={PAYMENT_INTENT[o.state]}>
                      {t(`personal.payState.${o.state}`)}
                    </Tag>
                  </td>
                  <td>{o.paidAt ? fmtDateTime(o.paidAt) : '—'}</td>
                  <td>
                    <code>{o.orderId}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {orders.total > 0 && (
        <Pager
          page={orders.pageNum}
          pages={orders.pageCount}
          summary={t('pager.total', { count: orders.total })}
          label={t('personal.orders.pager')}
          busy={orders.loading}
          onChange={(n) => void orders.setPage(n)}
        />
      )}
    </section>
  );
});
