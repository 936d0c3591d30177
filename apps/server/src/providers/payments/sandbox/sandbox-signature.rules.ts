/**
 * HMAC-SHA256 signatures of the sandbox gateway's notifications over the RAW body bytes, as real
 * providers sign theirs: a notification cannot be forged, nor a byte of it changed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The hex signature of `rawBody` (a string is signed as its UTF-8 bytes). */
export function signBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** True when `signature` (hex) is the signature of `rawBody`; compared in constant time. */
export function signatureMatches(secret: string, rawBody: Buffer, signature: string): boolean {
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
