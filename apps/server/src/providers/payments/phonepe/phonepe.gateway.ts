/**
 * The PhonePe gateway (UPI and wallet; Standard Checkout v2; docs/decisions/031). Each payment
 * attempt is one PhonePe order whose merchantOrderId is our merchantTransactionId; the payer goes
 * to the redirectUrl PhonePe answers with and comes back to /payment-status/{paymentId}. PhonePe
 * cannot void an order, so `expire` reads its state and treats a pending one as expired here (the
 * order itself ends at expireAfter; a capture after that is still recorded and refunded, decision
 * 014). Webhooks are authorised by SHA256(username:password). Amounts are paise on both sides.
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { IGNORED_NOTIFICATION, type PaymentGateway } from '../payment-gateway.contract';
import { providerRefused, parseJson } from '../provider-http.transport';
import { phonepeApi, phonepeOrderStatus, type PhonePeCredentials } from './phonepe-api.adapter';
import { statusOfPhonePeOrder } from './phonepe-status.rules';
import { phonepeAuthorizationMatches, phonepeWebhookAuthorization, readPhonePeWebhook } from './phonepe-webhook.rules';

export const PHONEPE = 'phonepe';

/** How long PhonePe keeps an order payable, in seconds: the default hold (orderHoldMinutes, 30). */
export const PHONEPE_EXPIRE_AFTER_S = 30 * 60;

export interface PhonePeConfig extends PhonePeCredentials {
  webhookUsername: string;
  webhookPassword: string;
  /** The shop's origin: the redirect URL is absolute. */
  publicUrl: string;
  /** The clock tokens are timed by (ms); Date.now by default. */
  now?: () => number;
}

const payReply = z.object({ orderId: text(), state: text(), redirectUrl: text().regex(/^https?:\/\//) });
const refundReply = z.object({ refundId: text(), state: text() });

/** The PhonePe gateway for `config`: UPI and wallets. */
export function createPhonePeGateway(config: PhonePeConfig): PaymentGateway {
  const api = phonepeApi(config, config.now);
  const expectedAuthorization = phonepeWebhookAuthorization(config.webhookUsername, config.webhookPassword);

  async function fetchStatus(merchantOrderId: string) {
    const reply = await api.orderStatus(merchantOrderId);
    if (reply.status === 404) return undefined;
    const parsed = phonepeOrderStatus.safeParse(reply.body);
    if (reply.status !== 200 || !parsed.success) throw providerRefused('PhonePe', 'order status', reply);
    return statusOfPhonePeOrder(merchantOrderId, parsed.data);
  }

  return {
    name: PHONEPE,
    methods: ['upi', 'wallet'],

    async createPayment(request) {
      const reply = await api.pay({
        merchantOrderId: request.merchantTransactionId,
        amount: request.amountPaise,
        expireAfter: PHONEPE_EXPIRE_AFTER_S,
        metaInfo: { udf1: request.customer.id },
        paymentFlow: {
          type: 'PG_CHECKOUT',
          message: 'MakerShop order payment',
          merchantUrls: { redirectUrl: `${config.publicUrl}${request.returnPath}` },
        },
      });
      const parsed = payReply.safeParse(reply.body);
      if (reply.status !== 200 || !parsed.success) throw providerRefused('PhonePe', 'pay', reply);
      return { redirectUrl: parsed.data.redirectUrl };
    },

    fetchStatus,

    async expire(merchantOrderId) {
      const status = await fetchStatus(merchantOrderId);
      return status?.outcome === 'PENDING' ? { ...status, outcome: 'EXPIRED' } : status;
    },

    async refund(request) {
      const reply = await api.refund({
        merchantRefundId: request.refundId,
        originalMerchantOrderId: request.merchantTransactionId,
        amount: request.amountPaise,
      });
      const parsed = refundReply.safeParse(reply.body);
      if (reply.status !== 200 || !parsed.success || parsed.data.state === 'FAILED')
        throw providerRefused('PhonePe', 'refund', reply);
      return { providerRefundId: parsed.data.refundId };
    },

    readNotification(headers, rawBody) {
      const authorization = headers.authorization;
      if (typeof authorization !== 'string' || !phonepeAuthorizationMatches(expectedAuthorization, authorization))
        return undefined;
      const status = readPhonePeWebhook(parseJson(rawBody));
      return status === 'other' ? IGNORED_NOTIFICATION : status;
    },
  };
}
