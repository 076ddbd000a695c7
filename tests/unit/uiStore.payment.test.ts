import { describe, expect, it } from 'vitest';
import { UiStore } from '../../src/stores/UiStore';

describe('the payment still waiting (top bar)', () => {
  it('is forgotten by its own payment, not by an older one', () => {
    const ui = new UiStore();
    const first = () => {};
    const second = () => {};
    ui.setPaymentWaiting({ name: 'Monthly', reopen: first });
    ui.setPaymentWaiting({ name: 'Yearly', reopen: second });
    ui.clearPaymentWaiting(first);
    expect(ui.paymentWaiting?.name).toBe('Yearly');
    ui.clearPaymentWaiting(second);
    expect(ui.paymentWaiting).toBeNull();
  });
});
