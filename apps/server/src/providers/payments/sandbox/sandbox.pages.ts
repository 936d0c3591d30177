/**
 * Routes of the sandbox gateway's hosted page (outside /api/v1, as a provider's page would be):
 * GET /sandbox/pay/{txn} shows it; POST records the payer's choice once, sends the signed
 * server-to-server notification to the shop, then redirects the payer back with a code.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idText } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { cspFor, cspHash } from '../../../lib/csp-hash';
import { statusOf } from './sandbox.gateway';
import { SANDBOX_PAGE_CSS, sandboxPageHtml } from './sandbox-page.html';
import { SANDBOX_SIGNATURE_HEADER, signBody } from './sandbox-signature.rules';
import * as repo from './sandbox.repository';

const params = z.strictObject({ txn: idText() });
const RETURN_CODES = { SUCCESS: 'PAYMENT_SUCCESS', FAILED: 'PAYMENT_ERROR', CANCELLED: 'PAYMENT_CANCELLED' } as const;

async function findTransaction(app: FastifyInstance, txn: string) {
  const row = await repo.findTransaction(app.db, txn);
  if (!row) throw new AppError('NOT_FOUND', 'Unknown sandbox transaction');
  return row;
}

export const sandboxPages: FastifyPluginAsyncZod<{ secret: string }> = async (app, options) => {
  // The page's forms post form-encoded bodies; the parser exists in this plugin's scope only,
  // so no API route accepts an HTML form (decision 009).
  await app.register(formbody);
  const pageCsp = cspFor([cspHash(SANDBOX_PAGE_CSS)]);

  app.get('/sandbox/pay/:txn', { schema: { hide: true, params }, config: pageCsp }, async (request, reply) => {
    const row = await findTransaction(app, request.params.txn);
    return reply.type('text/html; charset=utf-8').send(
      sandboxPageHtml({
        merchantTransactionId: row.merchantTransactionId,
        amountPaise: row.amountPaise,
        status: row.status,
      }),
    );
  });

  app.post(
    '/sandbox/pay/:txn',
    { schema: { hide: true, params, body: z.object({ outcome: z.enum(['SUCCESS', 'FAILED', 'CANCELLED']) }) } },
    async (request, reply) => {
      const txn = request.params.txn;
      await repo.settleIfPending(app.db, txn, request.body.outcome);
      const row = await findTransaction(app, txn);
      const body = JSON.stringify(statusOf(row));
      // The provider's server-to-server call, delivered in-process: it goes through the shop's
      // real route, raw-body signature check and all. A failure is logged; the redirect still verifies.
      const notified = await app.inject({
        method: 'POST',
        url: row.notifyPath,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signBody(options.secret, body) },
        payload: body,
      });
      if (notified.statusCode >= 300)
        request.log.warn({ statusCode: notified.statusCode, body: notified.body }, 'sandbox notification refused');
      const code =
        row.status === 'PENDING' || row.status === 'EXPIRED' ? `PAYMENT_${row.status}` : RETURN_CODES[row.status];
      return reply.redirect(`${row.returnUrl}?code=${code}`, 303);
    },
  );
};
