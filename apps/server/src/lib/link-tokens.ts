/**
 * Signed tokens for the links mails carry (a confirmation, an unsubscribe): `<subject in
 * base64url>.<HMAC-SHA256 in base64url>` under the server's secret and a `scope` naming what the
 * link does, so nothing about them is stored and none can be made up, or moved to another subject
 * or scope. Used by the back-in-stock alerts (issue 29) and the newsletter (issue 30).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const macOf = (secret: string, scope: string, subject: string) =>
  createHmac('sha256', secret).update(`${scope}:${subject}`).digest('base64url');

/** A link token for `subject` (an id, or a lower-cased e-mail address) in `scope` (e.g. 'newsletter-confirm'). */
export function linkToken(secret: string, scope: string, subject: string): string {
  return `${Buffer.from(subject, 'utf8').toString('base64url')}.${macOf(secret, scope, subject)}`;
}

/** The subject a token of `scope` was made for, or undefined when it is malformed or its MAC does not match. */
export function linkTokenSubject(secret: string, scope: string, token: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const subject = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const expected = Buffer.from(macOf(secret, scope, subject), 'base64url');
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : undefined;
}
