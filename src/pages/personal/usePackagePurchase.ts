import { autorun, runInAction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../app/toaster';
import type { PackageDto } from '../../api/types';
import { isFinal } from '../../domain/payment';
import type { PersonalStore } from '../../stores/PersonalStore';
import { useStores } from '../../stores/RootStore';
import { PAYMENT_INTENT, paymentStatusText } from '../../components/records/paymentText';
import { qrDataUrl } from './useQrDataUrl';

/**
 * Buying a package: start the payment, show the WeChat QR code in the shared dialog, keep its status line in step
 * with the payment (the store polls the server), and cancel the payment when the person cancels.
 */
export function usePackagePurchase(store: PersonalStore): (pkg: PackageDto) => Promise<void> {
  const { t } = useTranslation();
  const { dialog } = useStores();
  return async (pkg) => {
    const payment = store.payment;
    const p = await payment.start(pkg);
    // A refusal ('unable to start payment' ...) is shown on the page by the packages card.
    if (!p) return;
    const qr = await qrDataUrl(p.codeUrl);
    const handle = dialog.open({
      mode: 'wechatPay',
      title: t('personal.pay.title', { name: pkg.name }),
      qrImage: qr,
      amountYuan: p.amountYuan,
      status: paymentStatusText(p, t),
      statusIntent: PAYMENT_INTENT[p.state],
      ended: isFinal(p.state),
      onCancel: () => void payment.cancel(),
    });
    const live = handle.request;
    const stop = autorun(() => {
      const cur = payment.current;
      if (!cur || cur.paymentId !== p.paymentId) return;
      const status = paymentStatusText(cur, t);
      const intent = PAYMENT_INTENT[cur.state];
      runInAction(() => {
        live.status = status;
        live.statusIntent = intent;
        live.ended = isFinal(cur.state);
      });
      if (cur.state === 'paid') void toastSuccess(t('personal.pay.paidToast', { name: pkg.name }));
    });
    await handle;
    stop();
  };
}
