/**
 * Inventory requests (issue 9; admin spec §2 Inventory Management made real, §4 stock label):
 * the paged table with search and status filter, a stock adjustment with its reason, a product's
 * ledger, and the CSV import. Strict bodies, bounded strings.
 */
import { z } from 'zod';
import { MAX_STOCK_UNITS, pagination } from '../catalog/product.schemas';
import { text } from '../validation/text.schemas';
import { ADJUSTMENT_REASONS, MAX_STOCK_NOTE_LENGTH } from './stock-ledger.rules';

export const INVENTORY_PAGE_SIZE = 20;
export const MAX_INVENTORY_PAGE_SIZE = 100;
export const INVENTORY_STATUSES = ['In Stock', 'Low Stock', 'Out of Stock'] as const;
export const INVENTORY_SORTS = ['name', 'sku', 'stock', 'price', 'updated'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

/** A page size of 1 to MAX_INVENTORY_PAGE_SIZE, named `name` in its messages. */
const pageSizeOf = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` })
    .max(MAX_INVENTORY_PAGE_SIZE, { error: `${name} must be at most ${MAX_INVENTORY_PAGE_SIZE}` })
    .default(INVENTORY_PAGE_SIZE);

/** POST /inventory/list (staff): a page of products with search (name or SKU), status and category filters. */
export const inventoryListBody = z.strictObject({
  pageNum: pagination.pageNum,
  pageSize: pageSizeOf('pageSize'),
  filters: z
    .strictObject({
      search: text({ max: 100 }).trim().optional(),
      status: z.enum(INVENTORY_STATUSES, { error: 'status must be In Stock, Low Stock or Out of Stock' }).optional(),
      category_name: text({ max: 100 }).trim().optional(),
      sort: z.enum(INVENTORY_SORTS).optional(),
      order: z.enum(['asc', 'desc']).optional(),
    })
    .default({}),
});
export type InventoryListBody = z.infer<typeof inventoryListBody>;

export const ADJUST_QUANTITY_ERROR = 'Enter a whole number of units of 0 or more';
export const ADJUST_REASON_ERROR = 'Choose a reason for the adjustment';

/**
 * POST /inventory/{id}/adjust (SuperAdmin): add units, remove units, or set the count found on
 * the shelf; always with a reason and an optional note. The server works out the new count under
 * the product's row lock, so two staff adjusting at once both count.
 */
export const stockAdjustBody = z.strictObject({
  mode: z.enum(['add', 'remove', 'set'], { error: 'mode must be add, remove or set' }),
  quantity: z
    .number({ error: ADJUST_QUANTITY_ERROR })
    .int({ error: ADJUST_QUANTITY_ERROR })
    .min(0, { error: ADJUST_QUANTITY_ERROR })
    .max(MAX_STOCK_UNITS, { error: `At most ${MAX_STOCK_UNITS.toLocaleString('en-IN')} units` }),
  reason: z.enum(ADJUSTMENT_REASONS, { error: ADJUST_REASON_ERROR }),
  note: text({ max: MAX_STOCK_NOTE_LENGTH, tooLong: `The note must be at most ${MAX_STOCK_NOTE_LENGTH} characters` })
    .trim()
    .default(''),
});
export type StockAdjustBody = z.infer<typeof stockAdjustBody>;

/** GET /inventory/{id}/ledger?page&limit (staff): newest rows first. */
export const ledgerQuery = z.strictObject({
  page: pagination.pageNum,
  limit: pageSizeOf('limit'),
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;

/** Largest CSV file the import takes (characters), and most data rows. */
export const MAX_IMPORT_CSV_CHARS = 512 * 1024;
export const MAX_IMPORT_ROWS = 2000;

/** POST /inventory/import/preview and /inventory/import/apply (SuperAdmin): the file's text. */
export const catalogueImportBody = z.strictObject({
  csv: text({
    max: MAX_IMPORT_CSV_CHARS,
    error: 'Choose a CSV file',
    tooLong: `The file is too large: at most ${MAX_IMPORT_CSV_CHARS / 1024} KB`,
  }).min(1, { error: 'The file is empty' }),
  fileName: text({ max: 200 }).optional(),
});
export type CatalogueImportBody = z.infer<typeof catalogueImportBody>;
