/**
 * Configuration from environment variables, parsed once at boot (README "Configuration").
 * Development mode (the default) creates the demo sign-ins and a session secret in DATA_DIR;
 * production mode refuses to start without SESSION_SECRET or PUBLIC_URL.
 */
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { resolveDataDir } from './data-dir';
import { DEFAULT_RATE_LIMIT_NAMESPACE } from './plugins/rate-limit.store';

/** An on/off switch written as `true` or `false`. */
const flag = (byDefault: boolean) =>
  z
    .enum(['true', 'false'])
    .default(byDefault ? 'true' : 'false')
    .transform((value) => value === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Made absolute against the folder npm was run from (INIT_CWD), so `npm start` at the root uses ./data there. */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * A streaming replica of DATABASE_URL for the catalogue's reads (listing, search, suggestions,
   * product page, sitemap); everything else stays on DATABASE_URL, and the reads fall back to it
   * while the replica is down (docs/decisions/087). Needs DATABASE_URL.
   */
  DATABASE_READ_URL: z.string().url().optional(),
  /** Reads go to the primary while the replica is further behind than this many seconds (decision 087). */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /**
   * Server processes answering on PORT (node:cluster); more than 1 needs DATABASE_URL. Each keeps
   * its own short caches (settings, listing, page: seconds) and, without REDIS_URL, its own
   * rate-limit counts. docs/decisions/042.
   */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** PostgreSQL connections for single statements (pipelined, docs/decisions/042); about the database server's cores. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  /**
   * PostgreSQL connections for the catalogue's reads (listing, search, suggestions), a pool apart
   * so a slow one never queues a product page or a checkout (docs/decisions/083); default 2.
   */
  DATABASE_CATALOG_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  /**
   * PostgreSQL connections of each server process for transactions (an order, a payment, a job),
   * each held from BEGIN to COMMIT; default 16 shared among SERVER_PROCESSES, at least 4 each
   * (db/client.ts transactionPoolSizeFor, docs/decisions/105).
   */
  DATABASE_TRANSACTION_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  /** How long (ms) one catalogue read may run on PostgreSQL before it is cancelled and answered 503; 0 for no limit (decision 083). */
  CATALOG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * How long (ms) a process told to stop keeps serving while /readyz already answers 503, so a
   * load balancer that polls it stops sending first (issue 32); then it finishes what it has and exits.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * /metrics (issue 32): with METRICS_PORT, served only on that port at METRICS_HOST (127.0.0.1 by
   * default) and never on PORT; with METRICS_TOKEN (and no METRICS_PORT), served on PORT to
   * `Authorization: Bearer <token>` only; with neither, not served.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().max(100).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be 24 characters or more').max(200).optional(),
  /** Catalogue reads one process runs at once; more wait their turn (decision 083). */
  CATALOG_READS_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(8),
  /** How long (ms) a catalogue read waits for its turn before it is answered 503 (decision 083). */
  CATALOG_READS_MAX_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(250),
  /** Signs session tokens; at least 32 characters. Generated into DATA_DIR in development. */
  SESSION_SECRET: z.string().min(32).optional(),
  /**
   * Origin people reach the shop at, for the absolute links that leave the page: mail, the sitemap,
   * canonical links, JSON-LD and payment return addresses (links inside the app are relative).
   * Required in production; http://localhost:PORT otherwise.
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Turns the built-in sandbox payment gateway (and its /sandbox pages) on or off. Unset: on in
   * development and test, off in production. No money moves through it, so production needs a real provider.
   */
  PAYMENTS_SANDBOX: z.stringbool().optional(),
  /** Signs the sandbox gateway's notifications. Generated per process when not set. */
  SANDBOX_PAYMENT_SECRET: z.string().min(16).optional(),
  /** Cashfree (cards; docs/decisions/031): app id and secret key from its dashboard; the secret also signs its webhooks. */
  CASHFREE_APP_ID: z.string().min(1).max(200).optional(),
  CASHFREE_SECRET_KEY: z.string().min(1).max(500).optional(),
  /** Cashfree's `sandbox` (test money) or `production`; picks its API and the JS SDK's mode. */
  CASHFREE_ENV: z.enum(['sandbox', 'production']).optional(),
  /** Overrides Cashfree's API base URL (…/pg), e.g. a local fake in tests. */
  CASHFREE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Overrides where the checkout page loads Cashfree's JS SDK from. */
  CASHFREE_SDK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** PhonePe (UPI and wallets, Standard Checkout v2): OAuth client credentials from its dashboard. */
  PHONEPE_CLIENT_ID: z.string().min(1).max(200).optional(),
  PHONEPE_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  PHONEPE_CLIENT_VERSION: z.string().min(1).max(20).optional(),
  /** PhonePe's `sandbox` (UAT) or `production`. */
  PHONEPE_ENV: z.enum(['sandbox', 'production']).optional(),
  /** The username and password configured for PhonePe's webhook; it sends SHA256(username:password). */
  PHONEPE_WEBHOOK_USERNAME: z.string().min(1).max(100).optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().min(1).max(100).optional(),
  /** Override PhonePe's payment API (…/apis/pg) and token API (…/apis/identity-manager) base URLs. */
  PHONEPE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  PHONEPE_AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Google sign-in (OpenID Connect; docs/decisions/073): the OAuth client's id and secret from the
   * Google Cloud console, whose authorised redirect URI is PUBLIC_URL/api/v1/auth/google/callback.
   * Both set turn it on. GOOGLE_ISSUER overrides the provider (https://accounts.google.com), e.g. a
   * local OpenID provider in tests.
   */
  GOOGLE_CLIENT_ID: z.string().min(1).max(500).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  GOOGLE_ISSUER: z
    .url({ protocol: /^https?$/ })
    .refine((url) => !/[?#]/.test(url), { error: 'must be an issuer URL without ? or #' })
    .optional(),
  /**
   * Reverse proxies whose X-Forwarded-For is believed: addresses or CIDRs, comma-separated
   * (proxy-addr's names loopback, linklocal, uniquelocal too). None by default: the client
   * address is the connection's, so nobody can choose the address the rate limits see.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(isProxyList, { error: 'must be comma-separated IP addresses or CIDRs' }),
  /** Redis for the rate limits' counters, shared by every server process; in memory when unset. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Prefix of the rate-limit counters' keys in Redis: shops that share one Redis (a staging and a
   * live shop, the browser tests' servers) keep their counts apart by giving each its own.
   */
  RATE_LIMIT_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,100}$/, { error: 'letters, digits and : . _ - only, at most 100' })
    .default(DEFAULT_RATE_LIMIT_NAMESPACE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** smtp:// or smtps:// server that sends the shop's mail; unset = the development mailbox. */
  SMTP_URL: z
    .string()
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), { error: 'must start with smtp:// or smtps://' })
    .optional(),
  /** Sender address of the shop's mail; the support e-mail from the store settings when unset. */
  MAIL_FROM: z.email().optional(),
  /** Allows a production start without SMTP_URL: mail is kept in the database, not sent. */
  MAIL_SANDBOX: flag(false),
  /**
   * A real IP-geolocation service for the location picker's fallback: an http(s) URL with `{ip}`
   * where the visitor's address goes, answering JSON with postal, city and region.
   */
  IP_GEOLOCATION_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => url.includes('{ip}'), { error: 'must contain {ip} where the address goes' })
    .optional(),
  /** Turns the built-in IP-location sandbox on or off. Unset: on in development and test, off in production. */
  IP_GEOLOCATION_SANDBOX: z.stringbool().optional(),
  /**
   * Turns the built-in courier sandbox (deterministic rates by zone and weight) on or off. Unset: on
   * in development and test, off in production, where shipping below the free threshold is then the
   * store setting standardShippingRupees until a real courier is configured.
   */
  COURIER_SANDBOX: z.stringbool().optional(),
  /**
   * Delhivery (decision 032): the API token, its environment (staging or production, no default),
   * the pickup location's name as registered with Delhivery (its "warehouse"), and a base URL
   * override (the local fake in tests). All three required ones set = Delhivery books the shipments.
   */
  DELHIVERY_TOKEN: z.string().min(1).max(500).optional(),
  DELHIVERY_ENV: z.enum(['staging', 'production']).optional(),
  DELHIVERY_PICKUP_LOCATION: z.string().min(1).max(200).optional(),
  DELHIVERY_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * An S3-compatible bucket for uploaded pictures (docs/decisions/038) instead of DATA_DIR/uploads:
   * the bucket, its region (`auto` for Cloudflare R2), the API endpoint for services other than
   * AWS (MinIO, R2, Spaces…) with path-style addressing when the service needs it, the access key
   * pair (both or neither: neither uses the AWS SDK's own chain, e.g. an instance role), and the
   * public base URL the pictures are served from (the bucket's public address or a CDN before it).
   */
  S3_BUCKET: z
    .string()
    .min(3)
    .max(63)
    .regex(/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/, {
      error: 'must be a bucket name: lower-case letters, digits, dots and hyphens',
    })
    .optional(),
  S3_REGION: z
    .string()
    .min(1)
    .max(50)
    .regex(/^[a-z0-9-]+$/, { error: 'must be a region name such as ap-south-1 (or auto for R2)' })
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(500).optional(),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => !/[?#]/.test(url), { error: 'must be a base URL without ? or #' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /**
   * How long (s) a claimed job is leased to its runner: a runner that dies mid-job (SIGKILL, a lost
   * machine) leaves it 'running' until then, and another runner takes it over after (issue 32
   * "Scale-out proven", decision 088). Longer than any one job runs; the scale-out test uses a short one.
   */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Runs the background job runner inside the web server; false when separate workers run it. */
  JOBS_IN_PROCESS: flag(true),
  /**
   * With JOBS_IN_PROCESS=false: the job names (comma-separated) this process still runs, e.g.
   * `mail.send` for the browser tests, whose mail must reach /dev/mailbox while every other job waits.
   */
  JOBS_IN_PROCESS_ONLY: z
    .string()
    .max(500)
    .regex(/^[a-z.,-]*$/)
    .optional(),
  /** Seconds between two back-in-stock sweeps while alerts wait (issue 29); the browser tests use a short one. */
  STOCK_ALERT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How long, in ms, a process serves a listing reply from its own memory (docs/decisions/008,
   * 019); 0 turns that cache off, e.g. to measure the database path as many processes see it.
   */
  LISTING_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * How long, in ms, a process keeps a listing filter's capped count (docs/decisions/023, 078); 0
   * keeps none, so every listing counts its matches: the benchmarks' "uncached".
   */
  LISTING_COUNT_KEEP_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  /**
   * How long, in ms, the inventory's summary cards are kept before they are read again in the
   * background (docs/decisions/080: at a million products they read the whole table); 0 reads them on every view.
   */
  INVENTORY_TOTALS_KEEP_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  // How long a server-rendered storefront page's whole HTML is reused (docs/decisions/030); 0 turns it off.
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
});

export type Env = z.infer<typeof envSchema>;

function isProxyList(entries: string[]): boolean {
  try {
    proxyAddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

/** Parses `source` (process.env by default); throws a readable error naming each bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems: string[] = [];
  if (result.data.NODE_ENV === 'production' && !result.data.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required in production (32 characters or more)');
  }
  if (result.data.NODE_ENV === 'production' && !result.data.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL: required in production: the shop's address as people reach it (https://shop.example.in), used in mail, the sitemap, canonical links and payment return addresses",
    );
  }
  if (result.data.NODE_ENV === 'production' && !result.data.SMTP_URL && !result.data.MAIL_SANDBOX) {
    problems.push(
      'SMTP_URL: required in production to send mail (or MAIL_SANDBOX=true to keep mail in the database unsent)',
    );
  }
  if (result.data.SERVER_PROCESSES > 1 && !result.data.DATABASE_URL) {
    problems.push(
      'SERVER_PROCESSES: more than one server process needs DATABASE_URL (the embedded database belongs to one process)',
    );
  }
  if (result.data.DATABASE_READ_URL && !result.data.DATABASE_URL) {
    problems.push(
      'DATABASE_READ_URL: a read replica needs DATABASE_URL (its primary); the embedded database has no replicas',
    );
  }
  problems.push(...halfConfiguredProviders(result.data));
  problems.push(...mediaBucketProblems(result.data));
  const live = [
    result.data.CASHFREE_ENV === 'production' && 'CASHFREE_ENV',
    result.data.PHONEPE_ENV === 'production' && 'PHONEPE_ENV',
  ].filter(Boolean);
  if (live.length > 0 && !result.data.PUBLIC_URL?.startsWith('https://')) {
    problems.push(
      `PUBLIC_URL: must be the shop's https:// address when ${live.join(' and ')} is production (the providers send payers and webhooks back to it)`,
    );
  }
  if (paymentGatewayNames(result.data).length === 0) {
    problems.push(
      'Payments: no payment provider is configured, so no order could be paid. Set CASHFREE_APP_ID, CASHFREE_SECRET_KEY and ' +
        'CASHFREE_ENV (cards) and/or the PHONEPE_* variables (UPI and wallets); to run with the sandbox gateway (no real money moves) set PAYMENTS_SANDBOX=true.',
    );
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { ...result.data, DATA_DIR: resolveDataDir(result.data.DATA_DIR, source) };
}

/** Whether the sandbox payment gateway is on: PAYMENTS_SANDBOX when set, else everywhere but production. */
export function paymentsSandboxEnabled(env: Pick<Env, 'NODE_ENV' | 'PAYMENTS_SANDBOX'>): boolean {
  return env.PAYMENTS_SANDBOX ?? env.NODE_ENV !== 'production';
}

/** Each real provider's variables: those it needs, and the optional overrides. */
const PROVIDER_VARIABLES = {
  cashfree: {
    required: ['CASHFREE_APP_ID', 'CASHFREE_SECRET_KEY', 'CASHFREE_ENV'],
    optional: ['CASHFREE_BASE_URL', 'CASHFREE_SDK_URL'],
  },
  phonepe: {
    required: [
      'PHONEPE_CLIENT_ID',
      'PHONEPE_CLIENT_SECRET',
      'PHONEPE_CLIENT_VERSION',
      'PHONEPE_ENV',
      'PHONEPE_WEBHOOK_USERNAME',
      'PHONEPE_WEBHOOK_PASSWORD',
    ],
    optional: ['PHONEPE_BASE_URL', 'PHONEPE_AUTH_URL'],
  },
  delhivery: {
    required: ['DELHIVERY_TOKEN', 'DELHIVERY_ENV', 'DELHIVERY_PICKUP_LOCATION'],
    optional: ['DELHIVERY_BASE_URL'],
  },
  google: {
    required: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    optional: ['GOOGLE_ISSUER'],
  },
  s3: {
    required: ['S3_BUCKET', 'S3_REGION', 'S3_PUBLIC_URL'],
    optional: ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  },
} as const satisfies Record<string, { required: readonly (keyof Env)[]; optional: readonly (keyof Env)[] }>;

type ProviderEnv = Partial<
  Pick<Env, (typeof PROVIDER_VARIABLES)[keyof typeof PROVIDER_VARIABLES]['required' | 'optional'][number]>
>;

/** True when every variable `provider` needs is set. */
export function providerConfigured(env: ProviderEnv, provider: keyof typeof PROVIDER_VARIABLES): boolean {
  return PROVIDER_VARIABLES[provider].required.every((name) => Boolean(env[name]));
}

/** One problem per provider with some of its variables set but not all it needs (any mode). */
function halfConfiguredProviders(env: ProviderEnv): string[] {
  return Object.entries(PROVIDER_VARIABLES).flatMap(([provider, { required, optional }]) => {
    const set = [...required, ...optional].some((name) => Boolean(env[name]));
    const missing = required.filter((name) => !env[name]);
    return set && missing.length > 0
      ? [`${provider}: partly configured; also set ${missing.join(', ')} (or unset its variables to run without it)`]
      : [];
  });
}

/** The payment gateways this configuration turns on: Cashfree and PhonePe when configured, the sandbox when on. */
export function paymentGatewayNames(env: Pick<Env, 'NODE_ENV' | 'PAYMENTS_SANDBOX'> & ProviderEnv): string[] {
  return [
    ...(providerConfigured(env, 'cashfree') ? ['cashfree'] : []),
    ...(providerConfigured(env, 'phonepe') ? ['phonepe'] : []),
    ...(paymentsSandboxEnabled(env) ? ['sandbox'] : []),
  ];
}

/** The media bucket's own rules beyond "all required set": the key pair comes whole, and an https shop serves https pictures. */
function mediaBucketProblems(env: Env): string[] {
  const problems: string[] = [];
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      `s3: ${env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is missing; set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS SDK's own credentials (instance role, AWS_* variables)`,
    );
  }
  if (env.S3_PUBLIC_URL?.startsWith('http://') && env.PUBLIC_URL?.startsWith('https://')) {
    problems.push(
      'S3_PUBLIC_URL: must be https:// when PUBLIC_URL is (browsers block or upgrade http pictures on an https page)',
    );
  }
  return problems;
}
