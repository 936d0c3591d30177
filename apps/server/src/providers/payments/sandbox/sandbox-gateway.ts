/**
 * The built-in sandbox gateway: a provider of our own that works offline. It keeps its ledger
 * in the sandbox_transactions table (what a real provider keeps on its side), hosts a payment
 * page at /sandbox/pay/{merchantTransactionId} where the payer can pay, fail or cancel, and
 * signs its notifications with HMAC-SHA256.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GATEWAY_OUTCOMES } from '@shop/domain/payments/payment.schemas';
import { idText, text } from '@shop/domain/validation/text';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { sandboxTransactions } from '../../../db/schema/payments';
import type { GatewayStatus, PaymentGateway } from '../payment-gateway';
import { SANDBOX_SIGNATURE_HEADER, signatureMatches } from './sandbox-signature';

export const sandboxNotification = z.object({
  merchantTransactionId: idText(),
  outcome: z.enum(GATEWAY_OUTCOMES),
  amountPaise: z.number().int().min(0),
  gatewayTransactionId: text({ max: 100 }).nullable(),
});

export function statusOf(row: typeof sandboxTransactions.$inferSelect): GatewayStatus {
  return {
    merchantTransactionId: row.merchantTransactionId,
    outcome: row.status,
    amountPaise: row.amountPaise,
    gatewayTransactionId: row.gatewayTransactionId,
  };
}

export function createSandboxGateway(db: Db, secret: string): PaymentGateway {
  return {
    name: 'sandbox',

    async createPayment(request) {
      await db.insert(sandboxTransactions).values({
        merchantTransactionId: request.merchantTransactionId,
        amountPaise: request.amountPaise,
        gatewayTransactionId: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
        returnUrl: request.returnPath,
        notifyPath: request.notifyPath,
      });
      return { redirectUrl: `/sandbox/pay/${encodeURIComponent(request.merchantTransactionId)}` };
    },

    async fetchStatus(merchantTransactionId) {
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.merchantTransactionId, merchantTransactionId));
      return row ? statusOf(row) : undefined;
    },

    readNotification(headers, body) {
      const parsed = sandboxNotification.safeParse(body);
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (!parsed.success || typeof signature !== 'string') return undefined;
      return signatureMatches(secret, parsed.data, signature) ? parsed.data : undefined;
    },
  };
}
