/**
 * Inventory replies (issue 9): the summary cards, the table's rows, the ledger and the import's
 * dry-run report. Rupees as numbers, instants as ISO strings; the web imports the inferred types.
 */
import { z } from 'zod';
import { INVENTORY_STATUSES } from './inventory.schemas';
import { STOCK_REASONS } from './stock-ledger.rules';

/** The cards: counts of the whole catalogue, and the stock's value at selling price before GST. */
export const inventorySummary = z.object({
  total_products: z.number().int(),
  total_units: z.number().int(),
  /** Rupees: every product's units times its price before GST. */
  total_stock_value: z.number(),
  in_stock: z.number().int(),
  low_stock: z.number().int(),
  out_of_stock: z.number().int(),
});
export type InventorySummary = z.infer<typeof inventorySummary>;

/** One row of the inventory table. */
export const inventoryItem = z.object({
  _id: z.string(),
  SKU: z.string(),
  product_name: z.string(),
  category_name: z.string(),
  /** Rupees before GST, and with it; MRP (tax-inclusive). */
  price: z.number(),
  price_with_gst: z.number(),
  mrp: z.number(),
  no_of_product_instock: z.number().int(),
  product_instock: z.boolean(),
  status: z.enum(INVENTORY_STATUSES),
  last_updated: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItem>;

/** POST /inventory/list */
export const inventoryListData = z.object({
  summary: inventorySummary,
  items: z.array(inventoryItem),
  /** The matches, counted up to 10,000 (then `totalCapped`: there are more). */
  totalCount: z.number().int(),
  totalCapped: z.boolean(),
  /** Every category's name, in display order: the table's category filter. */
  categories: z.array(z.string()),
});
export type InventoryListData = z.infer<typeof inventoryListData>;

/** One ledger row: who, when, why, and the count before and after. */
export const ledgerEntry = z.object({
  _id: z.string(),
  product_id: z.string(),
  reason: z.enum(STOCK_REASONS),
  reason_label: z.string(),
  note: z.string(),
  quantity_before: z.number().int(),
  quantity_after: z.number().int(),
  change: z.number().int(),
  order_id: z.string().nullable(),
  actor_kind: z.enum(['staff', 'customer', 'system']),
  actor_id: z.string().nullable(),
  /** The staff member's name or the customer's, when known; 'System' for the shop. */
  actor_name: z.string(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** GET /inventory/{id}/ledger */
export const ledgerData = z.object({
  item: inventoryItem,
  entries: z.array(ledgerEntry),
  totalCount: z.number().int(),
});
export type LedgerData = z.infer<typeof ledgerData>;

/** POST /inventory/{id}/adjust */
export const adjustData = z.object({ item: inventoryItem, entry: ledgerEntry });

const importRowReport = z.object({
  row: z.number().int(),
  sku: z.string(),
  product_name: z.string(),
  stock_before: z.number().int().nullable(),
  stock_after: z.number().int(),
});

/** POST /inventory/import/preview and /apply: what the file does, or every reason it cannot. */
export const importReport = z.object({
  applied: z.boolean(),
  rows: z.number().int(),
  toCreate: z.array(importRowReport),
  toUpdate: z.array(importRowReport),
  errors: z.array(z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReport>;
export const importReportData = z.object({ report: importReport });
