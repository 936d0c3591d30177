/**
 * A real OpenID provider on 127.0.0.1 standing in for Google in tests (oidc-provider, in memory;
 * docs/decisions/073): discovery, JWKS, the authorization endpoint (PKCE required), the token
 * endpoint issuing RS256 ID tokens with email, email_verified and name. Its sign-in page is an
 * account chooser of our own: the person types the e-mail and name Google would know them by (and
 * whether Google verified the e-mail), or cancels; the identity's `sub` is derived from the e-mail
 * unless given, so the same e-mail is the same Google account every time.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import escapeHtml from 'escape-html';
import Provider from 'oidc-provider';

export const FAKE_GOOGLE = {
  clientId: 'makershop-test.apps.googleusercontent.com',
  clientSecret: 'fake-google-client-secret-0123',
};

/** A Google account as the fake knows it. */
export interface FakeGoogleAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface FakeGoogle {
  /** The issuer, http://127.0.0.1:port: GOOGLE_ISSUER. */
  issuer: string;
  /** The accounts signed in so far, by sub. */
  accounts: Map<string, FakeGoogleAccount>;
  close(): Promise<void>;
}

/** The `sub` the fake gives an e-mail: 21 digits, as Google's are. */
export function fakeGoogleSub(email: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20)}`);
  return `1${digits.toString().padStart(20, '0').slice(0, 20)}`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function chooserPage(uid: string, clientId: string): string {
  const action = `/interaction/${escapeHtml(uid)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Google Accounts (test)</title>
<style>body{font-family:sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input[type=text],input[type=email]{width:100%;padding:.5rem;box-sizing:border-box}button{padding:.5rem 1rem;margin-right:.5rem}</style></head>
<body><h1>Choose an account</h1><p>to continue to ${escapeHtml(clientId)}</p>
<form method="post" action="${action}/login">
<label>Email <input type="email" name="email" required autocomplete="off"></label>
<label>Name <input type="text" name="name" autocomplete="off"></label>
<label><input type="checkbox" name="email_verified" value="true" checked> Email verified by Google</label>
<button type="submit">Continue</button></form>
<form method="post" action="${action}/abort"><button type="submit">Cancel</button></form></body></html>`;
}

/**
 * Starts the provider for a client with FAKE_GOOGLE's id and secret that may return to each of
 * `redirectUris` (the shop's PUBLIC_URL/api/v1/auth/google/callback).
 */
export async function startGoogleOidcFake(redirectUris: string[]): Promise<FakeGoogle> {
  const accounts = new Map<string, FakeGoogleAccount>();
  // Made once the port, and so the issuer, is known; the server's handler reads it then.
  const holder: { provider?: Provider } = {};
  const server = createServer((req, res) => void handle(req, res));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
      if (!match) return holder.provider!.callback()(req, res);
      const details = await holder.provider!.interactionDetails(req, res);
      if (!match[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(chooserPage(details.uid, String(details.params.client_id)));
      }
      if (match[2] === '/abort') {
        const aborted = { error: 'access_denied', error_description: 'End-User aborted interaction' };
        return await holder.provider!.interactionFinished(req, res, aborted, { mergeWithLastSubmission: false });
      }
      const form = await formOf(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const account: FakeGoogleAccount = {
        sub: form.get('sub') || fakeGoogleSub(email),
        email,
        emailVerified: form.get('email_verified') === 'true',
        name: (form.get('name') ?? '').trim(),
      };
      accounts.set(account.sub, account);
      const grant = new holder.provider!.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const result = { login: { accountId: account.sub }, consent: { grantId: await grant.save() } };
      await holder.provider!.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`fake Google failed: ${(error as Error).message}`);
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  holder.provider = new Provider(issuer, {
    clients: [
      {
        client_id: FAKE_GOOGLE.clientId,
        client_secret: FAKE_GOOGLE.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'fake-google-1', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Grant: 600, Interaction: 600, Session: 600 },
    // Google puts the e-mail and name in the ID token, as the shop reads them.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return (
        account && {
          accountId: sub,
          claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
        }
      );
    },
  });
  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
