/**
 * Refuses U+0000 before any route sees it, as defence in depth behind the schemas' text rule
 * (packages/domain validation/text.schemas.ts): a `%00` anywhere in the URL (path or query, raw or in any
 * case) and a NUL in any string of a parsed body answer 400 with the error envelope, for every
 * route, including those whose schemas take `unknown` (provider notifications) or none at all.
 */
import { NUL_CHARACTER } from '@shop/domain/validation/text.schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** True when a parsed body holds U+0000 in any string, key included. Iterative: deep nesting cannot overflow the stack. */
export function bodyHasNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export const nulGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw new AppError('VALIDATION', NUL_CHARACTER);
  });
  app.addHook('preValidation', async (request) => {
    if (bodyHasNul(request.body)) throw new AppError('VALIDATION', NUL_CHARACTER);
  });
});
