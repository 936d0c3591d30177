/**
 * Runs before any schema is built (main.tsx imports it first). zod compiles object parsers with
 * `new Function` unless told not to, and probing for that is itself reported as a violation of
 * the shop's Content-Security-Policy (script-src 'self', no 'unsafe-eval'; decision 009).
 * Only zod's small config module is imported here, not the schemas.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
