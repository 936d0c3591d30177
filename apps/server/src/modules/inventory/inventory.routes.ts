/**
 * Inventory routes (issue 9; admin spec §2 Inventory Management made real; docs/decisions/037).
 * Every staff member may read the table, a product's ledger and the export; adjusting stock and
 * importing are SuperAdmin's, like the spec's Quick Stock and Product Management (§6).
 */
import { responses } from '@shop/domain/api/envelope';
import {
  adjustData,
  catalogueCsv,
  importReportData,
  inventoryListData,
  ledgerData,
} from '@shop/domain/inventory/inventory.responses';
import {
  catalogueImportBody,
  inventoryListBody,
  ledgerQuery,
  stockAdjustBody,
} from '@shop/domain/inventory/inventory.schemas';
import { idParams } from '@shop/domain/validation/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/reply';
import { applyImport, previewImport } from './catalogue-import.service';
import * as inventory from './inventory.service';

const SUPER_ADMIN = ['SuperAdmin'] as const;

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inventory/list',
    {
      schema: {
        tags: ['inventory', 'admin'],
        summary: 'Inventory cards and a page of the table (staff)',
        body: inventoryListBody,
        response: responses(inventoryListData, [400, 401, 403]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) => success(await inventory.listInventory(app.db, request.body)),
  );

  app.get(
    '/inventory/:id/ledger',
    {
      schema: {
        tags: ['inventory', 'admin'],
        summary: "A product's stock ledger, newest first (staff)",
        params: idParams,
        querystring: ledgerQuery,
        response: responses(ledgerData, [400, 401, 403, 404]),
      },
      preHandler: app.requireStaff(),
    },
    async (request) => success(await inventory.productLedger(app.db, request.params.id, request.query)),
  );

  app.post(
    '/inventory/:id/adjust',
    {
      schema: {
        tags: ['inventory', 'admin'],
        summary: 'Adds, removes or sets units with a reason (SuperAdmin)',
        params: idParams,
        body: stockAdjustBody,
        response: responses(adjustData, [400, 401, 403, 404, 409]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) =>
      success(
        await inventory.adjustStock(app.db, request.params.id, request.body, request.staff!.id),
        'Stock updated successfully',
      ),
  );

  app.get(
    '/inventory/export.csv',
    {
      schema: {
        tags: ['inventory', 'admin'],
        summary: 'The catalogue as CSV, in the import columns (staff)',
        response: { ...responses(z.object({}), [401, 403]), 200: catalogueCsv },
      },
      preHandler: app.requireStaff(),
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="catalogue.csv"')
        .send(await inventory.exportCatalogueCsv(app.db)),
  );

  app.post(
    '/inventory/import/preview',
    {
      schema: {
        tags: ['inventory', 'admin'],
        summary: 'Dry run of a catalogue CSV: rows to create, to update, and every error (SuperAdmin)',
        body: catalogueImportBody,
        response: responses(importReportData, [400, 401, 403, 413]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) => success({ report: await previewImport(app.db, request.body.csv) }),
  );

  app.post(
    '/inventory/import/apply',
    {
      schema: {
        tags: ['inventory', 'admin'],
        summary: 'Imports a catalogue CSV, all rows or none (SuperAdmin)',
        body: catalogueImportBody,
        response: responses(importReportData, [400, 401, 403, 413, 422]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) => {
      const report = await applyImport(app.db, request.body.csv, request.staff!.id);
      return success(
        { report },
        `Imported ${report.toCreate.length} new and ${report.toUpdate.length} updated products`,
      );
    },
  );
};
