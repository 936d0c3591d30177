/**
 * Invoice routes (admin spec §7 /invoice/list and /invoice/{id}/download-invoice; issue 10):
 * staff download an invoice or credit note PDF, the SuperAdmin lists invoices and exports a
 * month as GSTR-1-style CSV, and a customer downloads the invoice of their own order. Declared in
 * invoices.contract.ts; the downloads send their bytes as they are (Fastify serialises no Buffer).
 */
import { invoicesContract as calls } from '@shop/domain/invoices/invoices.contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as invoices from './invoices.service';

function sendPdf(reply: FastifyReply, file: invoices.DocumentFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { preHandler: app.requireStaff() };
  const superAdmin = { preHandler: app.requireStaff(['SuperAdmin']) };

  contractRoute(app, calls['POST /invoice/list'], superAdmin, async (request) =>
    success(await invoices.listInvoices(app.db, request.body)),
  );

  contractRoute(app, calls['POST /invoice/:id/download-invoice'], staff, async (request, reply) =>
    sendPdf(reply, await invoices.invoicePdfForStaff(app.db, request.params.id)),
  );

  contractRoute(app, calls['POST /credit-note/:id/download'], staff, async (request, reply) =>
    sendPdf(reply, await invoices.creditNotePdfForStaff(app.db, request.params.id)),
  );

  contractRoute(app, calls['GET /invoice/gstr1'], superAdmin, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gstr1-${request.query.month}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(await invoices.gstr1Csv(app.db, request.query.month)),
  );

  contractRoute(app, calls['GET /order/:id/invoice'], { preHandler: app.requireCustomer }, async (request, reply) =>
    sendPdf(reply, await invoices.invoicePdfForCustomer(app.db, request.customer!, request.params.id, app.clock.now())),
  );
};
