/**
 * The interface every payment provider implements (DESIGN.md "Providers"): the built-in sandbox
 * in development, Cashfree (card) or PhonePe (wallet/UPI) when configured. Amounts are paise.
 * Each payment row remembers the gateway's `name`; every later call goes to that gateway.
 */
import type { GatewayOutcome, PaymentMethod } from '@shop/domain/payments/payment.schemas';

export interface GatewayPaymentRequest {
  /** Our id for this attempt, unique per payment; the provider echoes it back. */
  merchantTransactionId: string;
  amountPaise: number;
  /** Where the provider sends the payer back: a path on the shop's own origin. */
  returnPath: string;
  /** Where the provider posts its server-to-server notification: /api/v1/payment/notify/{name}. */
  notifyPath: string;
  /** Who pays (providers that need customer details ask for them; the sandbox ignores them). */
  customer: GatewayCustomer;
}

export interface GatewayCustomer {
  id: string;
  name: string;
  email: string;
  /** 10-digit Indian mobile number. */
  phone: string;
}

export interface GatewayStatus {
  merchantTransactionId: string;
  outcome: GatewayOutcome;
  amountPaise: number;
  gatewayTransactionId: string | null;
}

export interface GatewayRefundRequest {
  /** The shop's refund id, sent as the provider's idempotency key: a retry never pays twice. */
  refundId: string;
  merchantTransactionId: string;
  amountPaise: number;
}

/**
 * An authentic notification that reports nothing about a payment attempt's outcome (a refund or
 * dispute event): acknowledged with 200 so the provider stops retrying, and otherwise ignored.
 */
export const IGNORED_NOTIFICATION = 'ignored';

/** Headers as Fastify gives them. */
export type NotificationHeaders = Record<string, string | string[] | undefined>;

export interface PaymentGateway {
  readonly name: string;
  /** The methods this gateway can take (the registry routes each method to one gateway). */
  readonly methods: readonly PaymentMethod[];
  /** Registers the payment with the provider; returns the page to send the payer to. */
  createPayment(request: GatewayPaymentRequest): Promise<{ redirectUrl: string }>;
  /** Asks the provider for the attempt's current outcome. Undefined when it does not know the id. */
  fetchStatus(merchantTransactionId: string): Promise<GatewayStatus | undefined>;
  /**
   * Voids a pending attempt so it can no longer take money, and returns its final status: EXPIRED,
   * or SUCCESS (etc.) when the payer finished first. Undefined when the provider does not know it.
   */
  expire(merchantTransactionId: string): Promise<GatewayStatus | undefined>;
  /** Pays `amountPaise` of a captured attempt back; idempotent by `refundId`. Throws when refused. */
  refund(request: GatewayRefundRequest): Promise<{ providerRefundId: string }>;
  /**
   * Reads a server-to-server notification from its headers and RAW body (providers sign the raw
   * bytes). Returns the status it reports, IGNORED_NOTIFICATION for an authentic event about
   * something else, or undefined when the signature does not match or the body cannot be read.
   */
  readNotification(
    headers: NotificationHeaders,
    rawBody: Buffer,
  ): GatewayStatus | typeof IGNORED_NOTIFICATION | undefined;
}
