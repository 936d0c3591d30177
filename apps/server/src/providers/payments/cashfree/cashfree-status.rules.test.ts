import { describe, expect, it } from 'vitest';
import { statusOfOrder } from './cashfree-status.rules';
import { cashfreeSignature, cashfreeSignatureMatches, readCashfreeWebhook } from './cashfree-webhook.rules';

const payment = (payment_status: string, cf_payment_id = '1', payment_amount = 1180) => ({
  cf_payment_id,
  payment_status,
  payment_amount,
});

describe("Cashfree's statuses as outcomes", () => {
  it.each([
    ['no attempt, order ACTIVE', [], 'ACTIVE', 'PENDING'],
    ['no attempt, order TERMINATED', [], 'TERMINATED', 'EXPIRED'],
    ['no attempt, order EXPIRED', [], 'EXPIRED', 'EXPIRED'],
    ['one success', [payment('SUCCESS')], undefined, 'SUCCESS'],
    ['a failure, then a success', [payment('FAILED', '1'), payment('SUCCESS', '2')], undefined, 'SUCCESS'],
    ['a failure', [payment('FAILED')], undefined, 'FAILED'],
    ['a voided attempt', [payment('VOID')], undefined, 'FAILED'],
    ['a payer who dropped off', [payment('USER_DROPPED')], undefined, 'CANCELLED'],
    ['a failure, then a retry still pending', [payment('FAILED', '1'), payment('PENDING', '2')], 'ACTIVE', 'PENDING'],
  ] as const)('%s → %s', (_label, payments, orderStatus, outcome) => {
    expect(statusOfOrder('MT1', 118_000, [...payments], orderStatus).outcome).toBe(outcome);
  });

  it('reports the captured payment with its cf_payment_id and its amount in paise', () => {
    expect(statusOfOrder('MT1', 0, [payment('FAILED', '7'), payment('SUCCESS', '8', 1180.5)], undefined)).toEqual({
      merchantTransactionId: 'MT1',
      outcome: 'SUCCESS',
      amountPaise: 118_050,
      gatewayTransactionId: '8',
    });
  });
});

describe("Cashfree's webhook signature", () => {
  const body = Buffer.from('{"type":"PAYMENT_SUCCESS_WEBHOOK"}');

  it('is base64(HMAC-SHA256(secret, timestamp + raw body)), as openssl computes it', () => {
    expect(cashfreeSignature('cfsk_secret', '1700000000000', body)).toBe(
      'B453Nh1rlYgX9ewuHDw6/4bu9HgF1ABwwisarhwqY8c=',
    );
    expect(
      cashfreeSignatureMatches('cfsk_secret', '1700000000000', body, 'B453Nh1rlYgX9ewuHDw6/4bu9HgF1ABwwisarhwqY8c='),
    ).toBe(true);
  });

  it('does not match another secret, timestamp or body, nor garbage', () => {
    const signature = 'B453Nh1rlYgX9ewuHDw6/4bu9HgF1ABwwisarhwqY8c=';
    expect(cashfreeSignatureMatches('other', '1700000000000', body, signature)).toBe(false);
    expect(cashfreeSignatureMatches('cfsk_secret', '1700000000001', body, signature)).toBe(false);
    expect(cashfreeSignatureMatches('cfsk_secret', '1700000000000', Buffer.from(`${body} `), signature)).toBe(false);
    expect(cashfreeSignatureMatches('cfsk_secret', '1700000000000', body, 'not base64 at all')).toBe(false);
  });

  it('reads a payment webhook, ignores other types and refuses a body it cannot read', () => {
    const webhook = {
      type: 'PAYMENT_FAILED_WEBHOOK',
      data: {
        order: { order_id: 'MT1' },
        payment: { cf_payment_id: 55, payment_status: 'FAILED', payment_amount: 10 },
      },
    };
    expect(readCashfreeWebhook(webhook)).toEqual({
      merchantTransactionId: 'MT1',
      outcome: 'FAILED',
      amountPaise: 1000,
      gatewayTransactionId: '55',
    });
    expect(readCashfreeWebhook({ type: 'REFUND_STATUS_WEBHOOK', data: {} })).toBe('other');
    expect(readCashfreeWebhook({ type: 'PAYMENT_SUCCESS_WEBHOOK', data: { order: {} } })).toBeUndefined();
    expect(readCashfreeWebhook(undefined)).toBeUndefined();
  });
});
