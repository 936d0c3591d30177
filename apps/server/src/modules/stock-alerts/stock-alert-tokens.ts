/**
 * The tokens of the alert mails' links (issue 29): the guest's confirmation names the alert, the
 * unsubscribe link names the address; signed as every mailed link is (lib/link-tokens.ts), in the
 * scopes `stock-alert-confirm` and `stock-alert-unsubscribe`.
 */
import { linkToken, linkTokenSubject } from '../../lib/link-tokens';

type Purpose = 'confirm' | 'unsubscribe';

/** A link token for `subject` (an alert id, or a lower-cased e-mail address). */
export function alertToken(secret: string, purpose: Purpose, subject: string): string {
  return linkToken(secret, `stock-alert-${purpose}`, subject);
}

/** The subject a token was made for, or undefined when it is malformed or its MAC does not match. */
export function alertTokenSubject(secret: string, purpose: Purpose, token: string): string | undefined {
  return linkTokenSubject(secret, `stock-alert-${purpose}`, token);
}
