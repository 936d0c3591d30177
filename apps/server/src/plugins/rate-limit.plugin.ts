/**
 * Rate limits (issue 5; decision 010) with @fastify/rate-limit: each route listed in
 * LIMITED_ROUTES gets a preHandler, after the route's own (so `customer` keys see the signed-in
 * customer and `account` keys the validated, lower-cased e-mail), that counts the call against
 * each of its rules and answers 429 with Retry-After and the error envelope once one is
 * exceeded. Client addresses are Fastify's `request.ip`, which follows X-Forwarded-For only from
 * the proxies in TRUST_PROXY.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { LIMITED_ROUTES, type RateLimitKey, type RateLimitRule } from './rate-limit.rules';
import { DEFAULT_RATE_LIMIT_NAMESPACE, type RateLimitStore } from './rate-limit.store';

/** Counters kept per rule in memory (least recently used dropped first). */
const MEMORY_KEYS_PER_RULE = 10_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The counted value: an address, an e-mail or a customer id (an address when the other is missing). */
function keyOf(request: FastifyRequest, key: RateLimitKey): string {
  const ip = normalizeIP(request.ip);
  if (key === 'account') {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email : `ip:${ip}`;
  }
  if (key === 'customer') return request.customer?.id ?? `ip:${ip}`;
  return ip;
}

function retryText(seconds: number): string {
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

function limitHandler(limiters: Limiter[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('RATE_LIMITED', `Too many requests. Please try again in ${retryText(result.ttlInSeconds)}.`);
      }
    }
  };
}

/** Adds 429 to a route's declared replies (so /api/docs shows it), with the schema of its other errors. */
function documentTooManyRequests(response: unknown): void {
  if (!response || typeof response !== 'object') return;
  const replies = response as Record<string, unknown>;
  const errorStatus = Object.keys(replies).find((status) => /^[45]\d\d$/.test(status));
  if (errorStatus && !('429' in replies)) replies['429'] = replies[errorStatus];
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, store: RateLimitStore) => {
  await app.register(rateLimit, {
    global: false,
    redis: store.redis,
    nameSpace: store.nameSpace ?? DEFAULT_RATE_LIMIT_NAMESPACE,
    cache: MEMORY_KEYS_PER_RULE,
    // A Redis outage lets calls through rather than failing them all with 500 (connectRedis logs it).
    skipOnError: true,
  });

  const limiters = new Map<string, Limiter>();
  const limiterOf = (rule: RateLimitRule): Limiter => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      limiter = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${rule.name}:${keyOf(request, rule.key)}`,
      });
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };

  const limited = new Set<string>();
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD route for each GET one; it is limited like the GET.
    const ids = [route.method].flat().map((method) => `${method === 'HEAD' ? 'GET' : method} ${route.url}`);
    const id = ids.find((candidate) => LIMITED_ROUTES[candidate]);
    const rules = id && LIMITED_ROUTES[id];
    if (!id || !rules) return;
    limited.add(id);
    route.preHandler = [...[route.preHandler ?? []].flat(), limitHandler(rules.map(limiterOf))];
    documentTooManyRequests(route.schema?.response);
  });

  app.addHook('onReady', async () => {
    const missing = Object.keys(LIMITED_ROUTES).filter((id) => !limited.has(id));
    if (missing.length > 0) throw new Error(`Rate limits name routes that do not exist: ${missing.join(', ')}`);
  });
});
