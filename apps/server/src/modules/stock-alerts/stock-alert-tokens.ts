/**
 * The tokens of the alert mails' links (issue 29): the guest's confirmation names the alert, the
 * unsubscribe link names the address; each is `<subject in base64url>.<HMAC-SHA256 in base64url>`
 * under the server's secret, so nothing about them is stored and none can be made up or moved to
 * another alert or address.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

type Purpose = 'confirm' | 'unsubscribe';

const macOf = (secret: string, purpose: Purpose, subject: string) =>
  createHmac('sha256', secret).update(`stock-alert-${purpose}:${subject}`).digest('base64url');

/** A link token for `subject` (an alert id, or a lower-cased e-mail address). */
export function alertToken(secret: string, purpose: Purpose, subject: string): string {
  return `${Buffer.from(subject, 'utf8').toString('base64url')}.${macOf(secret, purpose, subject)}`;
}

/** The subject a token was made for, or undefined when it is malformed or its MAC does not match. */
export function alertTokenSubject(secret: string, purpose: Purpose, token: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const subject = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const expected = Buffer.from(macOf(secret, purpose, subject), 'base64url');
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : undefined;
}
