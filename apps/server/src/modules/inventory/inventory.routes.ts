/**
 * Inventory routes (issue 9; admin spec §2 Inventory Management made real; docs/decisions/037),
 * declared in inventory.contract.ts. Every staff member may read the table, a product's ledger
 * and the export; adjusting stock and importing are SuperAdmin's, like the spec's Quick Stock and
 * Product Management (§6).
 */
import { Readable } from 'node:stream';
import { inventoryContract as calls } from '@shop/domain/inventory/inventory.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import { applyImport, previewImport } from './catalogue-import.service';
import * as inventory from './inventory.service';

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { preHandler: app.requireStaff() };
  const superAdmin = { preHandler: app.requireStaff(['SuperAdmin']) };

  contractRoute(app, calls['POST /inventory/list'], staff, async (request) =>
    success(await inventory.listInventory(app.db, request.body)),
  );

  contractRoute(app, calls['GET /inventory/:id/ledger'], staff, async (request) =>
    success(await inventory.productLedger(app.db, request.params.id, request.query)),
  );

  contractRoute(app, calls['POST /inventory/:id/adjust'], superAdmin, async (request) =>
    success(
      await inventory.adjustStock(app.db, request.params.id, request.body, request.staff!.id),
      'Stock updated successfully',
    ),
  );

  contractRoute(app, calls['GET /inventory/export.csv'], staff, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="catalogue.csv"')
      .send(Readable.from(inventory.exportCatalogueCsv(app.db))),
  );

  contractRoute(app, calls['POST /inventory/import/preview'], superAdmin, async (request) =>
    success({ report: await previewImport(app.db, request.body.csv) }),
  );

  contractRoute(app, calls['POST /inventory/import/apply'], superAdmin, async (request) => {
    const report = await applyImport(app.db, request.body.csv, request.staff!.id);
    return success({ report }, `Imported ${report.toCreate.length} new and ${report.toUpdate.length} updated products`);
  });
};
