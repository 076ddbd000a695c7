import { Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderDto } from '../../api/types';
import type { ListLoader } from '../../stores/ListLoader';
import { useStores } from '../../stores/RootStore';
import { fmtDateTime, fmtPoints, fmtYuan } from './format';
import { RecordsTable } from './RecordsTable';
import { PAYMENT_INTENT } from './paymentText';

/** The person's package orders with how each payment ended. */
export const OrdersPanel = observer(function OrdersPanel({ orders }: { orders: ListLoader<OrderDto> }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const lang = locale.language;
  return (
    <section aria-label={t('personal.tabs.orders')}>
      <RecordsTable
        list={orders}
        rowKey={(o) => o.orderId}
        label={t('personal.orders.table')}
        pagerLabel={t('personal.orders.pager')}
        empty={{ icon: 'shopping-cart', title: t('personal.orders.empty') }}
        columns={[
          { id: 'time', header: t('personal.orders.time'), cell: (o) => fmtDateTime(o.createdAt) },
          {
            id: 'package',
            header: t('personal.orders.package'),
            cell: (o) => (
              <>
                {o.packageName} <span className="records-muted">({t(`personal.period.${o.period}`)})</span>
              </>
            ),
          },
          { id: 'amount', header: t('personal.orders.amount'), numeric: true, cell: (o) => fmtYuan(o.amountYuan) },
          {
            id: 'points',
            header: t('personal.orders.points'),
            numeric: true,
            cell: (o) => fmtPoints(o.points + o.giftPoints, lang),
          },
          {
            id: 'state',
            header: t('personal.orders.state'),
            cell: (o) => (
              <Tag minimal intent={PAYMENT_INTENT[o.state]}>
                {t(`personal.payState.${o.state}`)}
              </Tag>
            ),
          },
          { id: 'paidAt', header: t('personal.orders.paidAt'), cell: (o) => (o.paidAt ? fmtDateTime(o.paidAt) : '—') },
          { id: 'id', header: t('personal.orders.id'), cell: (o) => <code>{o.orderId}</code> },
        ]}
      />
    </section>
  );
});
