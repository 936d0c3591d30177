/**
 * The interface every payment provider implements (DESIGN.md "Providers"): the built-in sandbox
 * by default, Cashfree or PhonePe when configured. Amounts are paise.
 */
import type { GatewayOutcome } from '@shop/domain/payments/payment.schemas';

export interface GatewayPaymentRequest {
  /** Our id for this attempt, unique per payment; the provider echoes it back. */
  merchantTransactionId: string;
  amountPaise: number;
  /** Where the provider sends the payer back: a path on the shop's own origin. */
  returnPath: string;
  /** Where the provider posts its server-to-server notification: a path under /api/v1. */
  notifyPath: string;
}

export interface GatewayStatus {
  merchantTransactionId: string;
  outcome: GatewayOutcome;
  amountPaise: number;
  gatewayTransactionId: string | null;
}

export interface PaymentGateway {
  readonly name: string;
  /** Registers the payment with the provider; returns the page to send the payer to. */
  createPayment(request: GatewayPaymentRequest): Promise<{ redirectUrl: string }>;
  /** Asks the provider for the payment's current outcome. Undefined when it does not know the id. */
  fetchStatus(merchantTransactionId: string): Promise<GatewayStatus | undefined>;
  /**
   * Reads a server-to-server notification. Returns the status it reports, or undefined when the
   * signature does not match (the caller refuses it).
   */
  readNotification(headers: Record<string, string | string[] | undefined>, body: unknown): GatewayStatus | undefined;
}
