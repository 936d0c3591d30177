/**
 * Google sign-in as a browser goes through it, for API tests (docs/decisions/073): the shop's
 * GET /auth/google through app.inject, the provider's pages (test/fakes/google-oidc-fake.ts) over
 * real HTTP with a cookie jar of their own, and back to the shop's callback.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PENDING_COOKIE } from '../modules/google-auth/google-auth.routes';

/** Who to sign in as at the provider, or 'cancel' to press Cancel there. */
export type GoogleChoice = { email: string; name?: string; emailVerified?: boolean; sub?: string } | 'cancel';

export interface StartedSignIn {
  /** The provider's authorization URL the shop redirected to. */
  authorizationUrl: string;
  /** The Cookie header holding the shop's pending sign-in. */
  cookie: string;
}

/** The value of the cookie `name` the reply sets, or undefined. */
export function cookieSet(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name && c.value !== '')?.value;
}

/** GET /api/v1/auth/google from `remoteAddress`; expects the redirect to the provider and the pending cookie. */
export async function startGoogleSignIn(
  app: FastifyInstance,
  remoteAddress: string,
  query = '',
): Promise<StartedSignIn> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/auth/google${query}`, remoteAddress });
  expect(res.statusCode, res.body).toBe(302);
  const sealed = cookieSet(res, PENDING_COOKIE);
  expect(sealed).toBeDefined();
  return { authorizationUrl: String(res.headers.location), cookie: `${PENDING_COOKIE}=${sealed}` };
}

/** A cookie jar for the provider's own cookies (interaction and session), kept across its redirects. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/**
 * Follows the provider's pages from `authorizationUrl` as a browser would, choosing `choice` on
 * its account page, until it redirects to the shop's callback; returns that URL's path and query
 * (to inject) as the browser would request it.
 */
export async function chooseAtGoogle(authorizationUrl: string, choice: GoogleChoice): Promise<string> {
  const cookies = jar();
  let url = new URL(authorizationUrl);
  let request: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 10; hop += 1) {
    const res = await fetch(url, {
      ...request,
      redirect: 'manual',
      headers: { ...request.headers, cookie: cookies.header() },
    });
    cookies.take(res);
    const location = res.headers.get('location');
    if (res.status === 200 && /\/interaction\/[\w-]+$/.test(url.pathname)) {
      const form =
        choice === 'cancel'
          ? ''
          : new URLSearchParams({
              email: choice.email,
              name: choice.name ?? '',
              ...(choice.emailVerified === false ? {} : { email_verified: 'true' }),
              ...(choice.sub ? { sub: choice.sub } : {}),
            }).toString();
      url = new URL(`${url.pathname}/${choice === 'cancel' ? 'abort' : 'login'}`, url);
      request = { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      continue;
    }
    if (!location) throw new Error(`The provider answered ${res.status} at ${url.href}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.pathname.endsWith('/api/v1/auth/google/callback')) return `${next.pathname}${next.search}`;
    url = next;
    request = { method: 'GET' };
  }
  throw new Error('The provider redirected too many times');
}

/** GET the shop's callback (`path` from chooseAtGoogle) with the pending cookie. */
export function returnToShop(app: FastifyInstance, path: string, cookie: string | undefined, remoteAddress: string) {
  return app.inject({ method: 'GET', url: path, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });
}
