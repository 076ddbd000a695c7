import { callApi } from './http';
import type { PaymentDto } from './types';

/** Starts a WeChat payment for a package: an order and a QR code valid for a few minutes. */
export const createPayment = (packageId: string): Promise<PaymentDto> =>
  callApi('/payment/createPayment', { packageId });

export const getPaymentStatus = (paymentId: string): Promise<PaymentDto> =>
  callApi('/payment/getPaymentStatus', { paymentId });

export const cancelPayment = (paymentId: string): Promise<PaymentDto> =>
  callApi('/payment/cancelPayment', { paymentId });
