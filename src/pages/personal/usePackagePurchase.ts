import { autorun, reaction, runInAction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../app/toaster';
import type { PackageDto, PaymentDto } from '../../api/types';
import { isFinal } from '../../domain/payment';
import type { PersonalStore } from '../../stores/PersonalStore';
import { useStores } from '../../stores/RootStore';
import { PAYMENT_INTENT, paymentStatusText } from '../../components/records/paymentText';
import { qrDataUrl } from './useQrDataUrl';

/**
 * Buying a package: start the payment, show the WeChat QR code in the shared dialog, keep its status line in step
 * with the payment (the store polls the server), and cancel the payment when the person cancels. Esc or the close
 * button only hides the QR code: the payment still waits, and stays findable (the top bar's "payment waiting" and the
 * personal page show it again) until it ends.
 */
export function usePackagePurchase(store: PersonalStore): (pkg: PackageDto) => Promise<void> {
  const { t } = useTranslation();
  const { dialog, ui } = useStores();
  const payment = store.payment;

  const show = async (pkg: PackageDto, p: PaymentDto): Promise<void> => {
    // Shown again from another page: the page that followed the payment stopped asking after it when it was left.
    payment.resume();
    const qr = await qrDataUrl(p.codeUrl);
    const now = payment.current?.paymentId === p.paymentId ? payment.current : p;
    const handle = dialog.open({
      mode: 'wechatPay',
      title: t('personal.pay.title', { name: pkg.name }),
      qrImage: qr,
      amountYuan: p.amountYuan,
      status: paymentStatusText(now, t),
      statusIntent: PAYMENT_INTENT[now.state],
      ended: isFinal(now.state),
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
    });
    await handle;
    stop();
  };

  return async (pkg) => {
    const p = await payment.start(pkg);
    // A refusal ('unable to start payment' ...) is shown on the page by the packages card.
    if (!p) return;
    const reopen = () => void show(pkg, p);
    ui.setPaymentWaiting({ name: pkg.name, reopen });
    // Until the payment ends it is findable; its end is said once, whether its QR code is showing or not.
    const watch = reaction(
      () => (payment.current?.paymentId === p.paymentId ? payment.current.state : 'gone'),
      (state) => {
        if (state === 'paying') return;
        if (state === 'paid') void toastSuccess(t('personal.pay.paidToast', { name: pkg.name }));
        ui.clearPaymentWaiting(reopen);
        watch();
      },
    );
    await show(pkg, p);
  };
}
