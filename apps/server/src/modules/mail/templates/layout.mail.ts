/**
 * The frame every message shares: the shop's name on top, the support contact at the foot, in
 * both the HTML and the plain-text part. Templates pass their body already escaped (`esc`).
 */
import escapeHtml from 'escape-html';
import type { StoreSettings } from '@shop/domain/settings/store-settings.schemas';

/** What a template renders: the subject and both parts. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** One-click unsubscribe address (RFC 8058), sent as List-Unsubscribe; only on mails a person can stop. */
  unsubscribeUrl?: string;
  /** Where a reply goes instead of the sender (the contact form's copy to the shop: the visitor). */
  replyTo?: string;
}

/** What a template knows besides its data. */
export interface MailContext {
  /** The refund mails promise the bank's days from the same setting the policies quote (refundDays). */
  shop: Pick<StoreSettings, 'shopName' | 'sellerLegalName' | 'supportEmail' | 'supportPhone' | 'refundDays'>;
  /** Origin for links back to the shop. */
  publicUrl: string;
}

/** Escapes text for HTML element content and attribute values. */
export const esc = (value: string | number): string => escapeHtml(String(value));

/** Wraps a body (HTML paragraphs and plain-text lines) in the shop's frame. */
export function frame(
  ctx: MailContext,
  body: { subject: string; heading: string; html: string; text: string[] },
): RenderedMail {
  const { shop } = ctx;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(body.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1d4ed8">${esc(shop.shopName)}</p>
<h1 style="font-size:18px;margin:0 0 16px">${esc(body.heading)}</h1>
${body.html}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">
<p style="font-size:12px;color:#64748b;margin:0">Questions? Write to <a href="mailto:${esc(shop.supportEmail)}">${esc(shop.supportEmail)}</a> or call ${esc(shop.supportPhone)}.<br>${esc(shop.sellerLegalName)}</p>
</div></body></html>`;
  const text = [
    shop.shopName,
    '',
    body.heading,
    '',
    ...body.text,
    '',
    '--',
    `Questions? Write to ${shop.supportEmail} or call ${shop.supportPhone}.`,
    shop.sellerLegalName,
  ].join('\n');
  return { subject: body.subject, html, text };
}

/**
 * `url` as an absolute address for mail: a path on the shop (the app's relative links, e.g. the
 * sandbox courier's /track-order?…) is put on PUBLIC_URL; an absolute one (a courier's) is kept.
 */
export const absoluteLink = (ctx: MailContext, url: string): string => new URL(url, `${ctx.publicUrl}/`).toString();

/** A link to the customer's orders, as HTML and as text. */
export function ordersLink(ctx: MailContext): { html: string; text: string } {
  const url = `${ctx.publicUrl}/profile?section=orders`;
  return { html: `<p><a href="${esc(url)}">See your orders</a></p>`, text: `See your orders: ${url}` };
}

/** An instant (ISO string) as a date in India time for mail, e.g. "27 November 2026". */
export const indiaDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
