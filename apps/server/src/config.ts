/**
 * Turns the parsed environment into the app's configuration: secrets and the public origin.
 * In development a session secret is generated once and kept in DATA_DIR so sign-ins survive
 * restarts; production requires SESSION_SECRET (env.ts refuses to start without it).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './app';
import type { Env } from './env';

function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The app's configuration from `env`. `publicUrl` is PUBLIC_URL, else http://localhost:PORT (so
 * `PORT=3789 npm start` links to port 3789); production has no such default (env.ts refuses it).
 */
export function appConfig(env: Env): AppConfig {
  return {
    env,
    sessionSecret: env.SESSION_SECRET ?? developmentSecret(env.DATA_DIR),
    sandboxPaymentSecret: env.SANDBOX_PAYMENT_SECRET ?? randomBytes(32).toString('hex'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}
