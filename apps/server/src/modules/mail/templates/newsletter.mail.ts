/**
 * The newsletter's messages (issue 30): the double opt-in link (nothing is sent to the address
 * until it is opened) and the welcome once confirmed. Every newsletter mail carries the one-click
 * unsubscribe link, in the body and as the List-Unsubscribe header (RFC 8058).
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { esc, frame, type MailContext, type RenderedMail } from './layout.mail';

export const NEWSLETTER_CONFIRM_MAIL = 'newsletter-confirm';
export const NEWSLETTER_WELCOME_MAIL = 'newsletter-welcome';

const token = text({ max: 600 }).regex(/^[A-Za-z0-9._-]+$/);

export const newsletterConfirmData = z.object({
  confirmToken: token,
  unsubscribeToken: token,
  validDays: z.number().int().positive(),
});
export type NewsletterConfirmData = z.infer<typeof newsletterConfirmData>;

export const newsletterWelcomeData = z.object({ unsubscribeToken: token });
export type NewsletterWelcomeData = z.infer<typeof newsletterWelcomeData>;

/** A newsletter mail with its unsubscribe line and the one-click header. */
function withUnsubscribe(
  ctx: MailContext,
  unsubscribeToken: string,
  body: { subject: string; heading: string; html: string; text: string[] },
): RenderedMail {
  const query = `token=${encodeURIComponent(unsubscribeToken)}`;
  const page = `${ctx.publicUrl}/newsletter/unsubscribe?${query}`;
  const line = 'Unsubscribe from the newsletter';
  return {
    ...frame(ctx, {
      ...body,
      html: `${body.html}\n<p style="font-size:12px"><a href="${esc(page)}">${esc(line)}</a></p>`,
      text: [...body.text, '', `${line}: ${page}`],
    }),
    unsubscribeUrl: `${ctx.publicUrl}/api/v1/newsletter/unsubscribe/one-click?${query}`,
  };
}

export function renderNewsletterConfirm(data: NewsletterConfirmData, ctx: MailContext): RenderedMail {
  const confirm = `${ctx.publicUrl}/newsletter/confirm?token=${encodeURIComponent(data.confirmToken)}`;
  const sentence = `Someone (we hope you) asked for the ${ctx.shop.shopName} newsletter at this address: new parts, projects and offers, about twice a month.`;
  const ask = `Confirm within ${data.validDays} days to start receiving it. If it was not you, ignore this message: nothing more will come.`;
  return withUnsubscribe(ctx, data.unsubscribeToken, {
    subject: `Confirm your ${ctx.shop.shopName} newsletter subscription`,
    heading: 'Confirm your subscription',
    html: `<p>${esc(sentence)}</p>\n<p>${esc(ask)}</p>\n<p><a href="${esc(confirm)}">Confirm my subscription</a></p>`,
    text: [sentence, '', ask, '', `Confirm my subscription: ${confirm}`],
  });
}

export function renderNewsletterWelcome(data: NewsletterWelcomeData, ctx: MailContext): RenderedMail {
  const sentence = `You are subscribed to the ${ctx.shop.shopName} newsletter. Thank you!`;
  const leave = 'You can leave at any time with the link below, in one click.';
  return withUnsubscribe(ctx, data.unsubscribeToken, {
    subject: `Welcome to the ${ctx.shop.shopName} newsletter`,
    heading: 'You are subscribed',
    html: `<p>${esc(sentence)}</p>\n<p>${esc(leave)}</p>`,
    text: [sentence, '', leave],
  });
}
