/** The sandbox gateway's hosted payment page: plain HTML with three forms (pay, fail, cancel) and no script. */
import { formatInr } from '@shop/domain/money/money.rules';

/** The page's only style, inline: sent with a CSP that allows exactly this text by its hash. */
export const SANDBOX_PAGE_CSS = `
  body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f1f5f9;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center}
  main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(15,23,42,.12);padding:32px;width:min(420px,calc(100vw - 32px));box-sizing:border-box}
  .tag{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 10px;font-size:12px;font-weight:600;letter-spacing:.04em}
  h1{font-size:20px;margin:16px 0 4px} .amount{font-size:36px;font-weight:700;margin:8px 0 4px} .muted{color:#64748b;font-size:14px;word-break:break-all}
  form{margin:0} button{width:100%;border:0;border-radius:10px;padding:14px;font-size:16px;font-weight:600;cursor:pointer;margin-top:12px}
  .pay{background:#0f766e;color:#fff} .fail{background:#fee2e2;color:#991b1b} .cancel{background:#e2e8f0;color:#334155}
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sandboxPageHtml(input: { merchantTransactionId: string; amountPaise: number; status: string }): string {
  const txn = escapeHtml(input.merchantTransactionId);
  const action = `/sandbox/pay/${encodeURIComponent(input.merchantTransactionId)}`;
  const button = (outcome: string, label: string, style: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${style}">${label}</button></form>`;
  const open = input.status === 'PENDING';
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment · ${formatInr(input.amountPaise)}</title>
<style>${SANDBOX_PAGE_CSS}</style></head>
<body><main>
  <span class="tag">SANDBOX · NO REAL MONEY</span>
  <h1>MakerShop Sandbox Payments</h1>
  <p class="muted">Transaction ${txn}</p>
  <p class="amount">${formatInr(input.amountPaise)}</p>
  ${
    open
      ? `${button('SUCCESS', `Pay ${formatInr(input.amountPaise)}`, 'pay')}${button('FAILED', 'Fail payment', 'fail')}${button('CANCELLED', 'Cancel payment', 'cancel')}`
      : `<p>This payment is already ${escapeHtml(input.status.toLowerCase())}.</p>`
  }
</main></body></html>`;
}
