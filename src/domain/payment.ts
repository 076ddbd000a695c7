/**
 * The payment state machine (docs/product.md, Personal home), shared by the console and the fake server.
 *
 * A payment is born `paying`. It leaves that state once, by one event: the payer pays (`paid`), the channel
 * refuses (`failed`), the payer cancels (`cancelled`), the merchant closes it (`closed`: a newer payment of the same
 * payer replaces it), or nobody acts before the deadline (`expired`, the spec's 'timed out or expired'). Every other
 * state is final. The time-out is derived from the clock when read, never pushed by a timer.
 */
export const PAYMENT_STATES = ['paying', 'paid', 'expired', 'cancelled', 'closed', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export type FinalPaymentState = Exclude<PaymentState, 'paying'>;

export const PAYMENT_EVENTS = ['pay', 'fail', 'cancel', 'close', 'timeout'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

const RESULT: Record<PaymentEvent, FinalPaymentState> = {
  pay: 'paid',
  fail: 'failed',
  cancel: 'cancelled',
  close: 'closed',
  timeout: 'expired',
};

/** How long a WeChat QR code stays payable. */
export const PAYMENT_TIMEOUT_MS = 5 * 60 * 1000;
/** How often the console asks for the state while the pay dialog is open (real ms). */
export const PAYMENT_POLL_MS = 2000;
/** Anti-abuse: at most this many unpaid payments started within the window, then 'unable to start payment'. */
export const PAYMENT_START_LIMIT = 5;
export const PAYMENT_START_WINDOW_MS = 10 * 60 * 1000;

export const isFinal = (s: PaymentState): s is FinalPaymentState => s !== 'paying';

/** The state an event leads to, or null when the event is not allowed (only `paying` moves). */
export function nextState(current: PaymentState, event: PaymentEvent): FinalPaymentState | null {
  return current === 'paying' ? RESULT[event] : null;
}

/** What the fake server stores of a payment's life: when it started and how it ended, if it did. */
export interface PaymentTimes {
  createdAt: number;
  expiresAt: number;
  settled: { state: FinalPaymentState; at: number } | null;
}

/** The state at `now`: the recorded end if there is one and it came first, otherwise paying until the deadline. */
export function paymentStateAt(p: PaymentTimes, now: number): PaymentState {
  if (p.settled && p.settled.at <= p.expiresAt) return p.settled.state;
  return now >= p.expiresAt ? 'expired' : 'paying';
}

/** Milliseconds left to pay at `now` (0 once the state is final). */
export function remainingMs(p: PaymentTimes, now: number): number {
  return paymentStateAt(p, now) === 'paying' ? Math.max(0, p.expiresAt - now) : 0;
}

/** mm:ss for the count-down in the pay dialog. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
