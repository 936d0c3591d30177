/**
 * Back-in-stock alerts (issue 29 "Back-in-stock alerts"): "Notify me when it's back" on an
 * out-of-stock product, for a signed-in customer (their account's e-mail) or a guest's e-mail
 * (confirmed by a mailed link first). Bodies, limits and messages shared by the product page and
 * the server.
 */
import { z } from 'zod';
import { emailField } from '../accounts/auth.schemas';
import { ENTER_EMAIL } from '../accounts/password-reset.schemas';
import { idText, text } from '../validation/text.schemas';

/** Open (waiting or unconfirmed) alerts one e-mail address may hold at once. */
export const MAX_OPEN_ALERTS_PER_EMAIL = 20;
/** Days a guest's confirmation link works; an unconfirmed alert older than this is void. */
export const ALERT_CONFIRM_DAYS = 7;
/** Longest token a confirm or unsubscribe link carries (an id, a dot, an HMAC in base64url, or an e-mail's). */
export const ALERT_TOKEN_MAX_LENGTH = 600;

export const ALERT_IN_STOCK = 'This product is in stock: you can order it now.';
export const TOO_MANY_ALERTS = `This e-mail address already waits for ${MAX_OPEN_ALERTS_PER_EMAIL} products. Remove one before adding another.`;
export const ALERT_LINK_INVALID =
  'This link is not valid or has expired. Please ask for the alert again on the product page.';

const alertEmail = emailField(ENTER_EMAIL);

/**
 * POST /stock-alerts: `email` is for a guest (ignored when signed in: the alert goes to the
 * account's e-mail); `productId` is the out-of-stock product.
 */
export const stockAlertBody = z.strictObject({
  productId: idText('A product is required'),
  email: alertEmail.optional(),
});
export type StockAlertBody = z.infer<typeof stockAlertBody>;

/** POST /stock-alerts/confirm and /stock-alerts/unsubscribe: the token from the mailed link. */
export const alertTokenBody = z.strictObject({
  token: text({ max: ALERT_TOKEN_MAX_LENGTH, error: ALERT_LINK_INVALID, tooLong: ALERT_LINK_INVALID }).min(1, {
    error: ALERT_LINK_INVALID,
  }),
});
export type AlertTokenBody = z.infer<typeof alertTokenBody>;

/** POST /admin/stock-alerts/waiting: the products whose waiting counts staff want (a page of a list). */
export const waitingCountsBody = z.strictObject({
  productIds: z.array(idText()).max(100, { error: 'At most 100 products at a time' }),
});
export type WaitingCountsBody = z.infer<typeof waitingCountsBody>;

/**
 * POST /stock-alerts/unsubscribe/one-click?token=…: what a mail provider POSTs for the
 * List-Unsubscribe header (RFC 8058), as a form: `List-Unsubscribe=One-Click`.
 */
export const oneClickQuery = alertTokenBody;
export const oneClickBody = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') });

/** The product page's guest form: the address the alert goes to. */
export const guestAlertForm = z.strictObject({ email: alertEmail });
export type GuestAlertForm = z.infer<typeof guestAlertForm>;
