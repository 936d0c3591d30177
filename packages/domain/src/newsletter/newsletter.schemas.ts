/**
 * The newsletter (storefront spec §2 Footer; issue 30): the footer's sign-up, confirmed by a
 * mailed link (double opt-in), ended by one click in any newsletter mail. Bodies, limits and
 * messages shared by the footer and the server.
 */
import { z } from 'zod';
import { emailField } from '../accounts/auth.schemas';
import { ENTER_EMAIL } from '../accounts/password-reset.schemas';
import { text } from '../validation/text.schemas';

/** Days a confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** Longest token a confirm or unsubscribe link carries. */
export const NEWSLETTER_TOKEN_MAX_LENGTH = 600;

/** The one answer to a sign-up, whether the address is new, waiting, confirmed or gone: it tells a stranger nothing. */
export const NEWSLETTER_CHECK_INBOX =
  'Thanks! Please check your inbox and confirm your subscription with the link we sent.';
export const NEWSLETTER_LINK_INVALID =
  'This link is not valid or has expired. Please sign up again with the form at the foot of any page.';

/** POST /newsletter/subscribe */
export const newsletterSubscribeBody = z.strictObject({ email: emailField(ENTER_EMAIL) });
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;

/** POST /newsletter/confirm and /newsletter/unsubscribe: the token from the mailed link. */
export const newsletterTokenBody = z.strictObject({
  token: text({
    max: NEWSLETTER_TOKEN_MAX_LENGTH,
    error: NEWSLETTER_LINK_INVALID,
    tooLong: NEWSLETTER_LINK_INVALID,
  }).min(1, { error: NEWSLETTER_LINK_INVALID }),
});

/** POST /newsletter/unsubscribe/one-click?token=…: the List-Unsubscribe-Post form (RFC 8058). */
export const newsletterOneClickQuery = newsletterTokenBody;
export const newsletterOneClickBody = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') });

/** The footer's form. */
export const newsletterForm = newsletterSubscribeBody;
export type NewsletterForm = NewsletterSubscribeBody;
