/**
 * The interface of the OpenID Connect sign-in provider (DESIGN.md "Providers": Google sign-in,
 * off unless configured; docs/decisions/073). One adapter, openid-client's, speaks the protocol to
 * Google or to a local OpenID provider in tests; the google-auth module decides what an identity
 * means for the shop. This file holds no code that talks to anyone, so both sides import it.
 */

/** Who the provider says signed in, read from its verified ID token. */
export interface OpenIdIdentity {
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  /** Their e-mail address, lower-cased, when the provider gave one. */
  email?: string;
  /** True only when the provider says `email_verified: true`. */
  emailVerified: boolean;
  /** Their full name, when given. */
  name?: string;
}

/** The secrets of one sign-in, kept by the browser (sealed) between the two redirects. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Why a sign-in could not finish: the person cancelled, the provider's answer failed a check, or it could not be reached. */
export type OpenIdFailure = 'cancelled' | 'failed' | 'unavailable';

/** A sign-in that did not produce an identity; `reason` says which kind of failure. */
export class OpenIdSignInError extends Error {
  readonly reason: OpenIdFailure;

  constructor(reason: OpenIdFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OpenIdSignInError';
    this.reason = reason;
  }
}

export interface OpenIdSignIn {
  /**
   * The provider's authorization URL for a new sign-in (code flow with PKCE S256, state and
   * nonce) and the secrets to keep until the browser comes back. Throws OpenIdSignInError
   * 'unavailable' when the provider's configuration cannot be read.
   */
  start(): Promise<{ url: URL; pending: PendingSignIn }>;
  /**
   * Checks the provider's return (`query` as received at the redirect URI) against `pending`:
   * state, then the code exchanged with the PKCE verifier, the ID token's signature, issuer,
   * audience, expiry and nonce. Returns the identity; throws OpenIdSignInError otherwise.
   */
  finish(query: Readonly<Record<string, string>>, pending: PendingSignIn): Promise<OpenIdIdentity>;
}
