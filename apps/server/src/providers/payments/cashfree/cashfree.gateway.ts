/**
 * The Cashfree gateway (cards, API 2023-08-01; docs/decisions/031). Each payment attempt is one
 * Cashfree order whose order_id is our merchantTransactionId. The payer is sent to our own
 * checkout page (/pay/cashfree/{order_id}), which opens Cashfree's hosted checkout with the JS SDK
 * and the order's payment_session_id. Status comes from GET /orders/{id}/payments; an attempt is
 * voided by terminating its order; refunds are idempotent by our refund id; webhooks are signed
 * with the secret key over timestamp + raw body. Amounts cross this boundary as paise.
 */
import { paiseToRupees } from '@shop/domain/money/money.rules';
import { z } from 'zod';
import {
  IGNORED_NOTIFICATION,
  type GatewayPaymentRequest,
  type GatewayStatus,
  type PaymentGateway,
} from '../payment-gateway.contract';
import { providerRefused, type ProviderReply, parseJson } from '../provider-http.transport';
import {
  cashfreeApi,
  cashfreeOrder,
  cashfreePayment,
  cashfreeRefund,
  type CashfreeCredentials,
} from './cashfree-api.adapter';
import { statusOfOrder } from './cashfree-status.rules';
import {
  CASHFREE_SIGNATURE_HEADER,
  CASHFREE_TIMESTAMP_HEADER,
  cashfreeSignatureMatches,
  readCashfreeWebhook,
} from './cashfree-webhook.rules';

export const CASHFREE = 'cashfree';

export interface CashfreeConfig extends CashfreeCredentials {
  /** The mode the JS SDK runs in: Cashfree's sandbox or production. */
  mode: 'sandbox' | 'production';
  /** Where our checkout page loads Cashfree's JS SDK from. */
  sdkUrl: string;
  /** The shop's origin: return and notify URLs are absolute. */
  publicUrl: string;
}

/** Our checkout page for a Cashfree order and its session (cashfree-checkout.page.ts serves it). */
export function cashfreeCheckoutPath(orderId: string, paymentSessionId: string): string {
  return `/pay/cashfree/${encodeURIComponent(orderId)}?session=${encodeURIComponent(paymentSessionId)}`;
}

function parsed<T extends z.ZodType>(schema: T, reply: ProviderReply, what: string): z.infer<T> {
  const result = schema.safeParse(reply.body);
  if (reply.status >= 300 || !result.success) throw providerRefused('Cashfree', what, reply);
  return result.data;
}

/** The Cashfree gateway for `config`. Takes cards and net banking (the registry sends UPI and wallets to PhonePe). */
export function createCashfreeGateway(config: CashfreeConfig): PaymentGateway {
  const api = cashfreeApi(config);

  async function createOrder(request: GatewayPaymentRequest) {
    const { customer } = request;
    const reply = await api.createOrder({
      order_id: request.merchantTransactionId,
      order_amount: paiseToRupees(request.amountPaise),
      order_currency: 'INR',
      customer_details: {
        customer_id: customer.id,
        customer_phone: customer.phone,
        customer_email: customer.email,
        customer_name: customer.name,
      },
      // Cashfree fills {order_id} in; the page verifies by our payment id in the path.
      order_meta: {
        return_url: `${config.publicUrl}${request.returnPath}?order_id={order_id}`,
        notify_url: `${config.publicUrl}${request.notifyPath}`,
      },
    });
    // A retried create (same order id) finds the order the first call made.
    if (reply.status === 409)
      return parsed(cashfreeOrder, await api.getOrder(request.merchantTransactionId), 'get order');
    return parsed(cashfreeOrder, reply, 'create order');
  }

  async function fetchStatus(orderId: string): Promise<GatewayStatus | undefined> {
    const reply = await api.orderPayments(orderId);
    if (reply.status === 404) return undefined;
    const payments = parsed(z.array(cashfreePayment), reply, 'order payments');
    const settled = statusOfOrder(orderId, 0, payments, undefined);
    if (settled.outcome !== 'PENDING') return settled;
    const order = parsed(cashfreeOrder, await api.getOrder(orderId), 'get order');
    const orderStatus = order.order_status === 'TERMINATION_REQUESTED' ? 'TERMINATED' : order.order_status;
    return statusOfOrder(orderId, Math.round(order.order_amount * 100), payments, orderStatus);
  }

  return {
    name: CASHFREE,
    methods: ['card', 'netbanking'],

    async createPayment(request) {
      const order = await createOrder(request);
      if (!order.payment_session_id) throw new Error('Cashfree: the order has no payment_session_id');
      return { redirectUrl: cashfreeCheckoutPath(order.order_id, order.payment_session_id) };
    },

    fetchStatus,

    async expire(orderId) {
      const reply = await api.terminateOrder(orderId);
      if (reply.status === 404) return undefined;
      // 4xx: Cashfree would not terminate it (already paid or ended); its status says which.
      if (reply.status >= 500) throw providerRefused('Cashfree', 'terminate order', reply);
      return fetchStatus(orderId);
    },

    async refund(request) {
      const reply = await api.createRefund(request.merchantTransactionId, {
        refund_id: request.refundId,
        refund_amount: paiseToRupees(request.amountPaise),
        refund_note: 'MakerShop refund',
      });
      return { providerRefundId: parsed(cashfreeRefund, reply, 'create refund').cf_refund_id };
    },

    readNotification(headers, rawBody) {
      const signature = headers[CASHFREE_SIGNATURE_HEADER];
      const timestamp = headers[CASHFREE_TIMESTAMP_HEADER];
      if (typeof signature !== 'string' || typeof timestamp !== 'string') return undefined;
      if (!cashfreeSignatureMatches(config.secretKey, timestamp, rawBody, signature)) return undefined;
      const status = readCashfreeWebhook(parseJson(rawBody));
      return status === 'other' ? IGNORED_NOTIFICATION : status;
    },
  };
}
