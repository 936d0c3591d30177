/**
 * The plumbing the payment providers' local fakes share (tests never reach the internet): a
 * node:http server on 127.0.0.1 and an ephemeral port, with a tiny router, body readers, a
 * "down" switch (every API call answers 503) and a hosted page with Pay / Fail / Cancel.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  raw: string;
  json(): Record<string, unknown> | undefined;
  form(): URLSearchParams;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  html?: string;
  js?: string;
  redirect?: string;
}

export type FakeRoute = [
  method: string,
  pattern: RegExp,
  handler: (request: FakeRequest, match: RegExpMatchArray) => FakeReply | Promise<FakeReply>,
];

export interface FakeServer {
  /** http://127.0.0.1:port */
  origin: string;
  /** While true, every call whose path starts with `apiPrefix` answers 503 (the provider is down). */
  down: boolean;
  close(): Promise<void>;
}

/** Starts a fake on 127.0.0.1 with these routes; calls under `apiPrefix` obey `down`. */
export async function startFakeServer(routes: FakeRoute[], apiPrefix: string): Promise<FakeServer> {
  const fake: FakeServer = { origin: '', down: false, close: async () => {} };
  const server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', fake.origin);
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      raw,
      json: () => parseJson(raw),
      form: () => new URLSearchParams(raw),
    };
    let reply: FakeReply = { status: 404, body: { message: 'something is not found', code: 'not_found' } };
    if (fake.down && url.pathname.startsWith(apiPrefix))
      reply = { status: 503, body: { message: 'service unavailable' } };
    else {
      for (const [method, pattern, handler] of routes) {
        const match = url.pathname.match(pattern);
        if (match && method === request.method) {
          reply = await handler(request, match);
          break;
        }
      }
    }
    send(res, reply);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

function send(res: ServerResponse, reply: FakeReply) {
  if (reply.redirect) {
    res.writeHead(303, { location: reply.redirect }).end();
  } else if (reply.html !== undefined) {
    res.writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8' }).end(reply.html);
  } else if (reply.js !== undefined) {
    res.writeHead(reply.status, { 'content-type': 'text/javascript; charset=utf-8' }).end(reply.js);
  } else {
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body ?? {}));
  }
}

function parseJson(raw: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Delivers a webhook: POST `body` to `url` with `headers`; answers the status. Tests may swap it for app.inject. */
export type Deliver = (url: string, headers: Record<string, string>, body: string) => Promise<number>;

export const deliverOverHttp: Deliver = async (url, headers, body) => {
  try {
    return (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }))
      .status;
  } catch {
    return 0;
  }
};

/** A provider's hosted payment page: the amount and three buttons posting `outcome` to `action`. */
export function hostedPageHtml(
  provider: string,
  amountRupees: number,
  action: string,
  outcomes: { pay: string; fail: string; cancel: string },
): string {
  const button = (outcome: string, label: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
  const style = `body{margin:0;font-family:system-ui,sans-serif;background:#eef2f7;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;padding:28px;width:min(380px,calc(100vw - 32px));box-sizing:border-box}.amount{font-size:32px;font-weight:700}
button{width:100%;padding:12px;margin-top:10px;border:0;border-radius:8px;font-size:16px;cursor:pointer}form:first-of-type button{background:#4f46e5;color:#fff}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${provider} test checkout</title><style>${style}</style></head>
<body><main><h1>${provider} (local fake)</h1><p>Test payment: no money moves.</p><p class="amount">₹${amountRupees.toFixed(2)}</p>
${button(outcomes.pay, 'Pay')}${button(outcomes.fail, 'Fail')}${button(outcomes.cancel, 'Cancel')}</main></body></html>`;
}
