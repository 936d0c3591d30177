/**
 * Google sign-in's settings from the environment (README "Configuration", docs/decisions/073):
 * on only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set (env.ts refuses one without
 * the other); GOOGLE_ISSUER points it at another OpenID provider, such as the local one in tests.
 */
import { providerConfigured, type Env } from '../../env';
import { createOpenIdClientSignIn } from './openid-client.adapter';
import type { OpenIdSignIn } from './openid-sign-in.contract';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Where Google sends the browser back, below PUBLIC_URL: register it in the Google Cloud console. */
export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback';

/** The Google sign-in provider, or undefined when it is not configured. */
export function buildGoogleSignIn(env: Env, publicUrl: string): OpenIdSignIn | undefined {
  if (!providerConfigured(env, 'google')) return undefined;
  return createOpenIdClientSignIn({
    issuer: env.GOOGLE_ISSUER ?? GOOGLE_ISSUER,
    clientId: env.GOOGLE_CLIENT_ID!,
    clientSecret: env.GOOGLE_CLIENT_SECRET!,
    redirectUri: `${publicUrl.replace(/\/+$/, '')}${GOOGLE_CALLBACK_PATH}`,
  });
}
