/**
 * Configuration from environment variables, parsed once at boot (README "Configuration").
 * Development mode (the default) creates the demo sign-ins and a session secret in DATA_DIR;
 * production mode refuses to start without SESSION_SECRET.
 */
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { resolveDataDir } from './data-dir';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Made absolute against the folder npm was run from (INIT_CWD), so `npm start` at the root uses ./data there. */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Signs session tokens; at least 32 characters. Generated into DATA_DIR in development. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Origin the shop is reached at, for payment return addresses. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Signs the sandbox gateway's notifications. Generated per process when not set. */
  SANDBOX_PAYMENT_SECRET: z.string().min(16).optional(),
  /**
   * Reverse proxies whose X-Forwarded-For is believed: addresses or CIDRs, comma-separated
   * (proxy-addr's names loopback, linklocal, uniquelocal too). None by default: the client
   * address is the connection's, so nobody can choose the address the rate limits see.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
    .refine(isProxyList, { error: 'must be comma-separated IP addresses or CIDRs' }),
  /** Redis for the rate limits' counters, shared by every server process; in memory when unset. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  if (result.data.NODE_ENV === 'production' && !result.data.SESSION_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production (32 characters or more)');
  }
  return { ...result.data, DATA_DIR: resolveDataDir(result.data.DATA_DIR, source) };
}
