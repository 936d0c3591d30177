/**
 * The back-in-stock alert's messages (issue 29 "Back-in-stock alerts"): the guest's confirmation
 * link (no alert waits until it is opened) and the one mail that says the product is back. Both
 * carry the one-click unsubscribe link, in the body and as the List-Unsubscribe header (RFC 8058),
 * which stops every open alert of the address.
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { esc, frame, type MailContext, type RenderedMail } from './layout.mail';

export const STOCK_ALERT_CONFIRM_MAIL = 'stock-alert-confirm';
export const BACK_IN_STOCK_MAIL = 'back-in-stock';

const token = text({ max: 600 }).regex(/^[A-Za-z0-9._-]+$/);

export const stockAlertConfirmData = z.object({
  productId: text({ max: 100 }),
  productName: text({ max: 300 }),
  confirmToken: token,
  unsubscribeToken: token,
  validDays: z.number().int().positive(),
});
export type StockAlertConfirmData = z.infer<typeof stockAlertConfirmData>;

export const backInStockData = z.object({
  productId: text({ max: 100 }),
  productName: text({ max: 300 }),
  unsubscribeToken: token,
});
export type BackInStockData = z.infer<typeof backInStockData>;

/** The web page that stops the address's alerts, and the API address mail clients POST to (RFC 8058). */
function unsubscribeLinks(ctx: MailContext, unsubscribeToken: string) {
  const query = `token=${encodeURIComponent(unsubscribeToken)}`;
  return {
    page: `${ctx.publicUrl}/stock-alerts/unsubscribe?${query}`,
    oneClick: `${ctx.publicUrl}/api/v1/stock-alerts/unsubscribe/one-click?${query}`,
  };
}

function withUnsubscribe(
  ctx: MailContext,
  unsubscribeToken: string,
  body: { subject: string; heading: string; html: string; text: string[] },
): RenderedMail {
  const links = unsubscribeLinks(ctx, unsubscribeToken);
  const line = 'Stop all back-in-stock mails to this address';
  return {
    ...frame(ctx, {
      ...body,
      html: `${body.html}\n<p style="font-size:12px"><a href="${esc(links.page)}">${esc(line)}</a></p>`,
      text: [...body.text, '', `${line}: ${links.page}`],
    }),
    unsubscribeUrl: links.oneClick,
  };
}

export function renderStockAlertConfirm(data: StockAlertConfirmData, ctx: MailContext): RenderedMail {
  const confirm = `${ctx.publicUrl}/stock-alerts/confirm?token=${encodeURIComponent(data.confirmToken)}`;
  const sentence = `Someone (we hope you) asked ${ctx.shop.shopName} to e-mail this address when ${data.productName} is back in stock.`;
  const ask = `Confirm within ${data.validDays} days and we will write once, when it is back. If it was not you, ignore this message: nothing more will come.`;
  return withUnsubscribe(ctx, data.unsubscribeToken, {
    subject: `Confirm your back-in-stock alert for ${data.productName}`,
    heading: 'Confirm your alert',
    html: `<p>${esc(sentence)}</p>\n<p>${esc(ask)}</p>\n<p><a href="${esc(confirm)}">Confirm the alert</a></p>`,
    text: [sentence, '', ask, '', `Confirm the alert: ${confirm}`],
  });
}

export function renderBackInStock(data: BackInStockData, ctx: MailContext): RenderedMail {
  const product = `${ctx.publicUrl}/product/${encodeURIComponent(data.productId)}`;
  const sentence = `${data.productName} is back in stock at ${ctx.shop.shopName}. Stock can go quickly, so order soon if you still need it.`;
  const once = 'This was your one alert for this product: we will not write about it again.';
  return withUnsubscribe(ctx, data.unsubscribeToken, {
    subject: `${data.productName} is back in stock`,
    heading: 'It is back',
    html: `<p>${esc(sentence)}</p>\n<p><a href="${esc(product)}">See ${esc(data.productName)}</a></p>\n<p>${esc(once)}</p>`,
    text: [sentence, '', `See it: ${product}`, '', once],
  });
}
