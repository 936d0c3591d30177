import { describe, expect, it } from 'vitest';
import { statusOfPhonePeOrder } from './phonepe-status.rules';
import { phonepeAuthorizationMatches, phonepeWebhookAuthorization, readPhonePeWebhook } from './phonepe-webhook.rules';

describe("PhonePe's order states as outcomes", () => {
  it.each([
    ['PENDING', [], 'PENDING'],
    ['COMPLETED', [{ transactionId: 'OM1', state: 'COMPLETED' }], 'SUCCESS'],
    ['FAILED', [{ transactionId: 'OM1', state: 'FAILED', errorCode: 'PAYMENT_DECLINED' }], 'FAILED'],
    ['FAILED', [{ transactionId: 'OM1', state: 'FAILED', errorCode: 'USER_CANCEL' }], 'CANCELLED'],
    ['FAILED', [], 'FAILED'],
  ] as const)('%s with %j → %s', (state, paymentDetails, outcome) => {
    expect(statusOfPhonePeOrder('MT1', { state, amount: 100, paymentDetails: [...paymentDetails] }).outcome).toBe(
      outcome,
    );
  });

  it('names the attempt that completed the order, after failed ones', () => {
    const details = [
      { transactionId: 'OM1', state: 'FAILED' },
      { transactionId: 'OM2', state: 'COMPLETED' },
    ];
    expect(statusOfPhonePeOrder('MT1', { state: 'COMPLETED', amount: 118_000, paymentDetails: details })).toEqual({
      merchantTransactionId: 'MT1',
      outcome: 'SUCCESS',
      amountPaise: 118_000,
      gatewayTransactionId: 'OM2',
    });
  });
});

describe("PhonePe's webhook", () => {
  it('is authorised by the hex SHA256 of username:password, as sha256sum computes it', () => {
    const expected = '5ba65f44de956f789a9d6ff31f588970d9c68c1056dd99a3947f1ced57db0866';
    expect(phonepeWebhookAuthorization('shop_hook', 'hookpass123')).toBe(expected);
    expect(phonepeAuthorizationMatches(expected, expected.toUpperCase())).toBe(true);
    expect(phonepeAuthorizationMatches(expected, phonepeWebhookAuthorization('shop_hook', 'hookpass124'))).toBe(false);
    expect(phonepeAuthorizationMatches(expected, 'shop_hook:hookpass123')).toBe(false);
  });

  it('reads order events, ignores refund events and refuses what it cannot read', () => {
    const completed = {
      event: 'checkout.order.completed',
      payload: {
        merchantOrderId: 'MT1',
        state: 'COMPLETED',
        amount: 500,
        paymentDetails: [{ transactionId: 'OM9', state: 'COMPLETED' }],
      },
    };
    expect(readPhonePeWebhook(completed)).toEqual({
      merchantTransactionId: 'MT1',
      outcome: 'SUCCESS',
      amountPaise: 500,
      gatewayTransactionId: 'OM9',
    });
    expect(readPhonePeWebhook({ event: 'pg.refund.completed', payload: {} })).toBe('other');
    expect(readPhonePeWebhook({ event: 'checkout.order.failed', payload: { state: 'FAILED' } })).toBeUndefined();
  });
});
