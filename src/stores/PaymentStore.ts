import { makeAutoObservable, runInAction } from 'mobx';
import { cancelPayment, createPayment, getPaymentStatus } from '../api/payment';
import type { PackageDto, PaymentDto } from '../api/types';
import { isFinal, PAYMENT_POLL_MS } from '../domain/payment';
import { errorText } from '../lib/errorText';

/**
 * One package purchase at a time: starts the WeChat payment, follows its state by polling the server while it is
 * pending (the server's clock decides the time-out), cancels it on request, and reports the end once.
 */
export class PaymentStore {
  current: PaymentDto | null = null;
  /** The package being bought (its name and price for the page while the payment runs). */
  pkg: PackageDto | null = null;
  starting = false;
  /** Why the last start was refused ('unable to start payment', package missing ...). */
  startError = '';
  private timer: ReturnType<typeof setInterval> | null = null;
  private polling = false;

  constructor(
    /** Called once when a payment reaches a final state (paid: the page refreshes balance, expiry, ledger). */
    private readonly onSettled: (p: PaymentDto) => void,
    private readonly pollMs = PAYMENT_POLL_MS,
  ) {
    makeAutoObservable<this, 'timer' | 'polling' | 'onSettled' | 'pollMs'>(this, {
      timer: false,
      polling: false,
      onSettled: false,
      pollMs: false,
    });
  }

  get pending(): boolean {
    return this.current?.state === 'paying';
  }

  async start(pkg: PackageDto): Promise<PaymentDto | null> {
    this.stop();
    this.starting = true;
    this.startError = '';
    this.pkg = pkg;
    try {
      const p = await createPayment(pkg.id);
      runInAction(() => {
        this.current = p;
      });
      this.timer = setInterval(() => void this.poll(), this.pollMs);
      return p;
    } catch (e) {
      runInAction(() => {
        this.startError = errorText(e);
        this.current = null;
      });
      return null;
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }

  /** Follows the payment again (its QR code shown again after the page that followed it was left), while it waits. */
  resume(): void {
    if (!this.pending || this.timer) return;
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    void this.poll();
  }

  /** Asks the server for the state; a failed poll is retried on the next tick. */
  async poll(): Promise<void> {
    const p = this.current;
    if (!p || isFinal(p.state) || this.polling) return;
    this.polling = true;
    try {
      this.update(await getPaymentStatus(p.paymentId));
    } catch {
      // The next tick asks again; a lost session is handled by the http layer (back to sign-in).
    } finally {
      this.polling = false;
    }
  }

  /** The payer pressed cancel. If the payment ended meanwhile (paid a moment before), its real end is shown. */
  async cancel(): Promise<void> {
    const p = this.current;
    if (!p || isFinal(p.state)) return;
    try {
      this.update(await cancelPayment(p.paymentId));
    } catch {
      this.polling = false;
      await this.poll();
    }
  }

  private update(p: PaymentDto): void {
    const before = this.current;
    if (!before || before.paymentId !== p.paymentId) return;
    this.current = p;
    if (isFinal(p.state)) {
      this.stop();
      if (!isFinal(before.state)) this.onSettled(p);
    }
  }

  /** Stops following the payment (it stays on the server and ends there). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
