/**
 * The real payment providers' settings from the environment (README "Configuration",
 * docs/decisions/031): each is undefined unless every variable it needs is set (env.ts refuses a
 * start with a provider half configured). Base URL overrides point the adapters at local fakes.
 */
import { providerConfigured, type Env } from '../../env';
import { CASHFREE_BASE_URLS } from './cashfree/cashfree-api.adapter';
import type { CashfreeConfig } from './cashfree/cashfree.gateway';
import { PHONEPE_URLS } from './phonepe/phonepe-api.adapter';
import type { PhonePeConfig } from './phonepe/phonepe.gateway';

export const CASHFREE_SDK_URL = 'https://sdk.cashfree.com/js/v3/cashfree.js';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Cashfree's settings, or undefined when it is not configured. */
export function cashfreeConfig(env: Env, publicUrl: string): CashfreeConfig | undefined {
  if (!providerConfigured(env, 'cashfree')) return undefined;
  const mode = env.CASHFREE_ENV!;
  return {
    appId: env.CASHFREE_APP_ID!,
    secretKey: env.CASHFREE_SECRET_KEY!,
    mode,
    baseUrl: trimSlash(env.CASHFREE_BASE_URL ?? CASHFREE_BASE_URLS[mode]),
    sdkUrl: env.CASHFREE_SDK_URL ?? CASHFREE_SDK_URL,
    publicUrl: trimSlash(publicUrl),
  };
}

/** PhonePe's settings, or undefined when it is not configured. */
export function phonepeConfig(env: Env, publicUrl: string): PhonePeConfig | undefined {
  if (!providerConfigured(env, 'phonepe')) return undefined;
  const urls = PHONEPE_URLS[env.PHONEPE_ENV!];
  return {
    clientId: env.PHONEPE_CLIENT_ID!,
    clientSecret: env.PHONEPE_CLIENT_SECRET!,
    clientVersion: env.PHONEPE_CLIENT_VERSION!,
    pgUrl: trimSlash(env.PHONEPE_BASE_URL ?? urls.pg),
    authUrl: trimSlash(env.PHONEPE_AUTH_URL ?? env.PHONEPE_BASE_URL ?? urls.auth),
    webhookUsername: env.PHONEPE_WEBHOOK_USERNAME!,
    webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD!,
    publicUrl: trimSlash(publicUrl),
  };
}
