/**
 * The inventory calls (issue 9; admin spec §2 Inventory Management made real; decision 037).
 * Every staff member may read the table, a product's ledger and the export; adjusting stock and
 * importing are SuperAdmin's. Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { idParams } from '../validation/params.schemas';
import { adjustData, importReportData, inventoryListData, ledgerData } from './inventory.responses';
import { catalogueImportBody, inventoryListBody, ledgerQuery, stockAdjustBody } from './inventory.schemas';

export const inventoryContract = defineContract('inventory', {
  'POST /inventory/list': {
    summary: 'Inventory cards and a page of the table (staff)',
    tags: ['admin'],
    body: inventoryListBody,
    reply: inventoryListData,
    errors: [400, 401, 403],
  },
  'GET /inventory/:id/ledger': {
    summary: "A product's stock ledger, newest first (staff)",
    tags: ['admin'],
    params: idParams,
    query: ledgerQuery,
    reply: ledgerData,
    errors: [400, 401, 403, 404],
  },
  'POST /inventory/:id/adjust': {
    summary: 'Adds, removes or sets units with a reason (SuperAdmin)',
    tags: ['admin'],
    params: idParams,
    body: stockAdjustBody,
    reply: adjustData,
    errors: [400, 401, 403, 404, 409],
  },
  'GET /inventory/export.csv': {
    summary: 'The catalogue as CSV, in the import columns (staff)',
    tags: ['admin'],
    file: 'text/csv',
    errors: [401, 403],
  },
  'POST /inventory/import/preview': {
    summary: 'Dry run of a catalogue CSV: rows to create, to update, and every error (SuperAdmin)',
    tags: ['admin'],
    body: catalogueImportBody,
    reply: importReportData,
    errors: [400, 401, 403, 413],
  },
  'POST /inventory/import/apply': {
    summary: 'Imports a catalogue CSV, all rows or none (SuperAdmin)',
    tags: ['admin'],
    body: catalogueImportBody,
    reply: importReportData,
    errors: [400, 401, 403, 413, 422],
  },
});
