/**
 * Our page that opens Cashfree's hosted checkout (docs/decisions/031): GET /pay/cashfree/{orderId}
 * ?session={payment_session_id} loads Cashfree's JS SDK (CASHFREE_SDK_URL; a local fake's in tests)
 * and calls `Cashfree({ mode }).checkout({ paymentSessionId, redirectTarget: '_self' })`, which
 * takes the payer to Cashfree; Cashfree sends them back to /payment-status/{paymentId}. The session
 * id is no secret (Cashfree gives it to the browser); the page has no other data. Its CSP allows
 * only the SDK's origin and Cashfree's, and its one inline script and style by their hashes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { cspHash } from '../../../lib/csp-hash';

export interface CashfreePageOptions {
  sdkUrl: string;
  mode: 'sandbox' | 'production';
  /** Cashfree's API base URL: its origin is where the SDK posts the checkout form. */
  apiBaseUrl: string;
}

const PAGE_CSS = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f1f5f9;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center}main{background:#fff;border-radius:16px;padding:32px;width:min(420px,calc(100vw - 32px));box-sizing:border-box;text-align:center}p{color:#475569}`;
const PAGE_SCRIPT = `addEventListener('load',function(){var el=document.getElementById('cashfree-checkout');if(typeof Cashfree!=='function'){document.getElementById('cashfree-status').textContent='The payment page could not be loaded. Please go back and try again.';return;}Cashfree({mode:el.dataset.mode}).checkout({paymentSessionId:el.dataset.session,redirectTarget:'_self'});});`;

const params = z.strictObject({ orderId: text().regex(/^[A-Za-z0-9_-]{3,50}$/) });
const query = z.strictObject({ session: text().regex(/^[A-Za-z0-9_.\-=]{8,512}$/) });

const attribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's Content-Security-Policy: ours, plus the SDK and Cashfree origins it must reach. */
function pageCsp(options: CashfreePageOptions): string {
  const sdk = new URL(options.sdkUrl).origin;
  const api = new URL(options.apiBaseUrl).origin;
  const cashfree = [sdk, api, 'https://*.cashfree.com'].filter((v, i, all) => all.indexOf(v) === i).join(' ');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    `script-src 'self' ${sdk} ${cspHash(PAGE_SCRIPT)}`,
    "script-src-attr 'none'",
    `style-src 'self' ${cspHash(PAGE_CSS)}`,
    `connect-src 'self' ${cashfree}`,
    `form-action 'self' ${cashfree}`,
    `frame-src ${cashfree}`,
    "img-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const cashfreeCheckoutPage: FastifyPluginAsyncZod<CashfreePageOptions> = async (app, options) => {
  const csp = pageCsp(options);
  app.get('/pay/cashfree/:orderId', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const html = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Opening secure payment…</title><style>${PAGE_CSS}</style>
<script src="${attribute(options.sdkUrl)}"></script><script>${PAGE_SCRIPT}</script></head>
<body><main id="cashfree-checkout" data-mode="${options.mode}" data-session="${attribute(request.query.session)}" data-order="${attribute(request.params.orderId)}">
<h1>Opening secure payment…</h1><p id="cashfree-status">You are being taken to Cashfree to pay by card.</p>
<noscript><p>Please turn on JavaScript to pay.</p></noscript></main></body></html>`;
    return reply
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};
