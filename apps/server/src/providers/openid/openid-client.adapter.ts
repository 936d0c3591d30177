/**
 * OpenID Connect sign-in with openid-client (docs/decisions/073): discovery of the issuer's
 * configuration (kept once read; read again after a failure), the authorization URL with state,
 * nonce and PKCE S256, and the code grant whose checks (state, PKCE, the ID token's signature,
 * issuer, audience, expiry, nonce) are the library's. No part of the protocol is written here.
 */
import * as client from 'openid-client';
import {
  OpenIdSignInError,
  type OpenIdIdentity,
  type OpenIdSignIn,
  type PendingSignIn,
} from './openid-sign-in.contract';

export interface OpenIdClientConfig {
  /** The issuer's URL (https://accounts.google.com); its /.well-known/openid-configuration is read. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: PUBLIC_URL/api/v1/auth/google/callback. */
  redirectUri: string;
  /** Seconds each call to the provider may take. */
  timeoutSeconds?: number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Errors that mean "the provider did not answer properly", as against "its answer was refused". */
const UNAVAILABLE_CODES = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

/** Sorts a failure of openid-client (or of fetch under it) into cancelled, failed or unavailable. */
export function classify(error: unknown): OpenIdSignInError {
  if (error instanceof OpenIdSignInError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof client.AuthorizationResponseError) {
    return new OpenIdSignInError(error.error === 'access_denied' ? 'cancelled' : 'failed', message, { cause: error });
  }
  if (error instanceof client.ResponseBodyError) {
    return new OpenIdSignInError(error.status >= 500 ? 'unavailable' : 'failed', message, { cause: error });
  }
  // fetch's own failures (refused connection, DNS) are TypeErrors.
  if (error instanceof TypeError) return new OpenIdSignInError('unavailable', message, { cause: error });
  if (error instanceof client.ClientError) {
    const unavailable = UNAVAILABLE_CODES.has(error.code ?? '') || error.cause instanceof TypeError;
    return new OpenIdSignInError(unavailable ? 'unavailable' : 'failed', message, { cause: error });
  }
  return new OpenIdSignInError('failed', message, { cause: error });
}

/** The identity in the ID token's claims; `failed` when there is no ID token. */
function identityOf(claims: client.IDToken | undefined): OpenIdIdentity {
  if (!claims) throw new OpenIdSignInError('failed', 'The provider sent no ID token');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return {
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase(),
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
  };
}

/** An OpenIdSignIn for `config`. Plain http is allowed only for an issuer on this machine (a test provider). */
export function createOpenIdClientSignIn(config: OpenIdClientConfig): OpenIdSignIn {
  const issuer = new URL(config.issuer);
  const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(issuer, config.clientId, config.clientSecret, undefined, {
        timeout: config.timeoutSeconds ?? 10,
        execute: insecure ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      try {
        const pending: PendingSignIn = {
          state: client.randomState(),
          nonce: client.randomNonce(),
          codeVerifier: client.randomPKCECodeVerifier(),
        };
        const url = client.buildAuthorizationUrl(await configuration(), {
          redirect_uri: config.redirectUri,
          scope: 'openid email profile',
          state: pending.state,
          nonce: pending.nonce,
          code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
          code_challenge_method: 'S256',
        });
        return { url, pending };
      } catch (error) {
        const failure = classify(error);
        // Nothing the person did can make the start fail: only the provider's configuration.
        throw failure.reason === 'failed'
          ? new OpenIdSignInError('unavailable', failure.message, { cause: failure.cause })
          : failure;
      }
    },

    async finish(query, pending) {
      try {
        const currentUrl = new URL(config.redirectUri);
        for (const [name, value] of Object.entries(query)) currentUrl.searchParams.set(name, value);
        const tokens = await client.authorizationCodeGrant(await configuration(), currentUrl, {
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          pkceCodeVerifier: pending.codeVerifier,
        });
        return identityOf(tokens.claims());
      } catch (error) {
        throw classify(error);
      }
    },
  };
}
