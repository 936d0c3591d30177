/**
 * The built-in sandbox gateway: a provider of our own that works offline. It keeps its ledger
 * in the sandbox_transactions and sandbox_refunds tables (what a real provider keeps on its side),
 * hosts a payment page at /sandbox/pay/{merchantTransactionId} where the payer can pay, fail or
 * cancel, and signs its notifications' raw bodies with HMAC-SHA256. Takes every method.
 */
import { randomBytes } from 'node:crypto';
import { GATEWAY_OUTCOMES, PAYMENT_METHODS } from '@shop/domain/payments/payment.schemas';
import { idText, text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { GatewayStatus, PaymentGateway } from '../payment-gateway.contract';
import * as repo from './sandbox.repository';
import { SANDBOX_SIGNATURE_HEADER, signatureMatches } from './sandbox-signature.rules';
import { parseJson } from '../provider-http.transport';

export const SANDBOX = 'sandbox';

export const sandboxNotification = z.strictObject({
  merchantTransactionId: idText(),
  outcome: z.enum(GATEWAY_OUTCOMES),
  amountPaise: z.number().int().min(0),
  gatewayTransactionId: text({ max: 100 }).nullable(),
});

export function statusOf(row: repo.SandboxTransactionRow): GatewayStatus {
  return {
    merchantTransactionId: row.merchantTransactionId,
    outcome: row.status,
    amountPaise: row.amountPaise,
    gatewayTransactionId: row.gatewayTransactionId,
  };
}

const providerId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;

export function createSandboxGateway(db: Db, secret: string): PaymentGateway {
  const find = (merchantTransactionId: string) => repo.findTransaction(db, merchantTransactionId);

  return {
    name: SANDBOX,
    methods: PAYMENT_METHODS,

    async createPayment(request) {
      await repo.insertTransaction(db, {
        merchantTransactionId: request.merchantTransactionId,
        amountPaise: request.amountPaise,
        gatewayTransactionId: providerId('SBX'),
        returnUrl: request.returnPath,
        notifyPath: request.notifyPath,
      });
      return { redirectUrl: `/sandbox/pay/${encodeURIComponent(request.merchantTransactionId)}` };
    },

    async fetchStatus(merchantTransactionId) {
      const row = await find(merchantTransactionId);
      return row ? statusOf(row) : undefined;
    },

    async expire(merchantTransactionId) {
      // Conditional: a payer who already chose keeps their outcome, and the caller learns it.
      await repo.settleIfPending(db, merchantTransactionId, 'EXPIRED');
      const row = await find(merchantTransactionId);
      return row ? statusOf(row) : undefined;
    },

    async refund(request) {
      const row = await find(request.merchantTransactionId);
      if (!row || row.status !== 'SUCCESS')
        throw new Error(`sandbox: ${request.merchantTransactionId} was not captured`);
      if (request.amountPaise > row.amountPaise) throw new Error('sandbox: refund exceeds the captured amount');
      // The refund id is the idempotency key: a second call with it returns the first refund.
      const refund = await repo.recordRefundOnce(db, {
        refundId: request.refundId,
        merchantTransactionId: request.merchantTransactionId,
        amountPaise: request.amountPaise,
        providerRefundId: providerId('SBXR'),
      });
      return { providerRefundId: refund.providerRefundId };
    },

    readNotification(headers, rawBody) {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !signatureMatches(secret, rawBody, signature)) return undefined;
      const parsed = sandboxNotification.safeParse(parseJson(rawBody));
      return parsed.success ? parsed.data : undefined;
    },
  };
}
