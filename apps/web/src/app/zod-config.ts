/**
 * Runs before any schema is built (main.tsx imports it first). zod compiles object parsers with
 * `new Function` unless told not to, and probing for that is itself reported as a violation of
 * the shop's Content-Security-Policy (script-src 'self', no 'unsafe-eval'; decision 009).
 *
 * zod keeps its configuration in `globalThis.__zod_globalConfig` and keeps an object already
 * there when it loads; setting it here, rather than calling zod's `config()`, leaves zod out of
 * the first page's JavaScript (zod loads with the pages that validate forms). zod-config.test.ts
 * checks zod still reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
export {};
