/**
 * HMAC-SHA256 signatures of the sandbox gateway's notifications, over the fields that matter,
 * in a fixed order, so a notification cannot be forged or its amount changed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayStatus } from '../payment-gateway';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function signStatus(secret: string, status: GatewayStatus): string {
  const text = [status.merchantTransactionId, status.outcome, status.amountPaise, status.gatewayTransactionId ?? ''].join('|');
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function signatureMatches(secret: string, status: GatewayStatus, signature: string): boolean {
  const expected = Buffer.from(signStatus(secret, status), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
