/**
 * Invoice routes (admin spec §7 /invoice/list and /invoice/{id}/download-invoice; issue 10):
 * staff download an invoice or credit note PDF, the SuperAdmin lists invoices and exports a
 * month as GSTR-1-style CSV, and a customer downloads the invoice of their own order.
 */
import { responses } from '@shop/domain/api/envelope';
import { fileReply, invoiceListData } from '@shop/domain/invoices/invoice.responses';
import { gstr1Query, invoiceListBody } from '@shop/domain/invoices/invoice.schemas';
import { idParams } from '@shop/domain/validation/params';
import type { FastifyReply } from 'fastify';
import { emptyBody } from '@shop/domain/validation/empty-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/reply';
import * as invoices from './invoices.service';

/** A file reply: its bytes are sent as they are (Fastify serialises no Buffer). */
const fileResponses = (mediaType: string) => ({
  ...responses(z.null(), [400, 401, 403, 404]),
  200: fileReply(mediaType),
});
const pdfResponses = fileResponses('application/pdf');

function sendPdf(reply: FastifyReply, file: invoices.DocumentFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invoice/list',
    {
      schema: {
        tags: ['invoices', 'admin'],
        summary: 'GST tax invoices, newest first unless sort is OLDEST (SuperAdmin)',
        body: invoiceListBody,
        response: responses(invoiceListData, [400, 401, 403]),
      },
      preHandler: app.requireStaff(['SuperAdmin']),
    },
    async (request) => success(await invoices.listInvoices(app.db, request.body)),
  );

  app.post(
    '/invoice/:id/download-invoice',
    {
      schema: {
        tags: ['invoices', 'admin'],
        summary: 'The PDF of an invoice, by invoice id (staff)',
        params: idParams,
        body: emptyBody,
        response: pdfResponses,
      },
      preHandler: app.requireStaff(),
    },
    async (request, reply) => sendPdf(reply, await invoices.invoicePdfForStaff(app.db, request.params.id)),
  );

  app.post(
    '/credit-note/:id/download',
    {
      schema: {
        tags: ['invoices', 'admin'],
        summary: 'The PDF of a credit note, by its id (staff)',
        params: idParams,
        body: emptyBody,
        response: pdfResponses,
      },
      preHandler: app.requireStaff(),
    },
    async (request, reply) => sendPdf(reply, await invoices.creditNotePdfForStaff(app.db, request.params.id)),
  );

  app.get(
    '/invoice/gstr1',
    {
      schema: {
        tags: ['invoices', 'admin'],
        summary: "A month's invoices and credit notes as GSTR-1-style CSV (SuperAdmin)",
        querystring: gstr1Query,
        response: fileResponses('text/csv'),
      },
      preHandler: app.requireStaff(['SuperAdmin']),
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gstr1-${request.query.month}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await invoices.gstr1Csv(app.db, request.query.month)),
  );

  app.get(
    '/order/:id/invoice',
    {
      schema: {
        tags: ['invoices', 'orders'],
        summary: "The PDF of the invoice of one of your own orders (another customer's: 404)",
        params: idParams,
        response: pdfResponses,
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await invoices.invoicePdfForCustomer(app.db, request.customer!, request.params.id, app.clock.now()),
      ),
  );
};
