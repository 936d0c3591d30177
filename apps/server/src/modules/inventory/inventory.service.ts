/**
 * Inventory (issue 9; admin spec §2 Inventory Management made real, §4 stock label, §9
 * thresholds): the summary cards and the paged table from the real catalogue, stock adjustments
 * with a reason, each product's stock ledger, and the CSV export. Every stock change here is a
 * ledger row written in the same transaction (docs/decisions/037).
 */
import { stockLabel } from '@shop/domain/catalog/stock-label.rules';
import { CATALOGUE_CSV_COLUMNS, spreadsheetSafe } from '@shop/domain/inventory/catalogue.csv';
import type { InventoryListBody, LedgerQuery, StockAdjustBody } from '@shop/domain/inventory/inventory.schemas';
import type {
  InventoryItem,
  InventoryListData,
  LedgerData,
  LedgerEntry,
} from '@shop/domain/inventory/inventory.responses';
import { STOCK_REASON_LABELS, type StockReason } from '@shop/domain/inventory/stock-ledger.rules';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import { stringify } from 'csv-stringify/sync';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { customerEmails } from '../accounts/accounts.service';
import { staffNames } from '../admin-auth/admin-auth.service';
import { recordAudit } from '../audit/audit.service';
import { declareStockCause } from '../../db/stock-cause';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import * as repo from '../catalog/product-stock.service';
import * as ledger from './stock-ledger.repository';
import { dropInventoryTotals, keptInventoryTotals } from './inventory-totals.cache';

/** An order's ledger rows, oldest first: for other modules' tests. */
export { movementsOfOrder } from './stock-ledger.repository';

/**
 * Products whose ledger does not add up: the stock differs from the sum of the ledger's changes
 * or from its newest row's quantity_after, or a row does not start where the one before ended
 * (a product with no row counts as a ledger of 0). Empty when the invariant holds; for tests.
 */
export async function ledgerMismatches(db: DbOrTx): Promise<{ productId: string; stock: number; ledger: number }[]> {
  const [stocks, totals] = await Promise.all([repo.allProductStocks(db), ledger.ledgerTotals(db)]);
  const totalOf = new Map(totals.map((total) => [total.productId, total]));
  return stocks.flatMap(({ productId, stock }) => {
    const total = totalOf.get(productId);
    const adds = total && total.ledger === stock && total.lastAfter === stock && total.chained;
    return adds ? [] : [{ productId, stock, ledger: total?.ledger ?? 0 }];
  });
}

export const NOT_ENOUGH_TO_REMOVE = 'Cannot remove more units than are in stock';
export const STOCK_UNCHANGED = 'The stock is already at that count';

/** A table row as the API shows it: rupees, the spec's status label, the last change as ISO text. */
export function toInventoryItem(row: repo.InventoryRow): InventoryItem {
  return {
    _id: row.id,
    SKU: row.sku,
    product_name: row.productName,
    category_name: row.categoryName,
    price: paiseToRupees(row.pricePaise),
    price_with_gst: paiseToRupees(row.priceWithGstPaise),
    mrp: paiseToRupees(row.mrpPaise),
    no_of_product_instock: row.stock,
    product_instock: row.inStock,
    status: stockLabel(row.stock, row.inStock),
    last_updated: row.updatedAt.toISOString(),
  };
}

/** POST /inventory/list: the cards over the whole catalogue, a page of the table (search, status, category, sort) and the category names. */
export async function listInventory(db: DbOrTx, body: InventoryListBody): Promise<InventoryListData> {
  const { filters, pageNum, pageSize } = body;
  const [totals, categories, page] = await Promise.all([
    keptInventoryTotals(db),
    repo.categoryNames(db),
    repo.findInventoryPage(db, {
      search: filters.search ? filters.search.toLowerCase() : undefined,
      status: filters.status,
      categoryName: filters.category_name || undefined,
      sort: filters.sort ?? 'name',
      dir: filters.order ?? 'asc',
      limit: pageSize,
      offset: (pageNum - 1) * pageSize,
    }),
  ]);
  return {
    summary: {
      total_products: totals.totalProducts,
      total_units: totals.totalUnits,
      total_stock_value: paiseToRupees(totals.valuePaise),
      in_stock: totals.inStock,
      low_stock: totals.lowStock,
      out_of_stock: totals.outOfStock,
    },
    items: page.rows.map(toInventoryItem),
    totalCount: page.total,
    totalCapped: page.capped,
    categories,
  };
}

/** The product's table row; NOT_FOUND 'Product not found'. */
async function itemOf(db: DbOrTx, productId: string): Promise<InventoryItem> {
  const row = await repo.findInventoryRow(db, productId);
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return toInventoryItem(row);
}

/** The count an adjustment leaves: add, remove (never below 0: CONFLICT) or set. */
function adjustedCount(stock: number, body: StockAdjustBody): number {
  if (body.mode === 'add') return stock + body.quantity;
  if (body.mode === 'set') return body.quantity;
  if (body.quantity > stock) throw new AppError('CONFLICT', NOT_ENOUGH_TO_REMOVE);
  return stock - body.quantity;
}

/**
 * POST /inventory/{id}/adjust (SuperAdmin): adds, removes or sets units under the product's row
 * lock, with `body.reason` and note, as `staffId`; the in-stock flag follows (units above 0). The
 * ledger row and a 'stock.adjust' audit entry are written in the same transaction.
 * NOT_FOUND for an unknown product; CONFLICT when removing more than there are or when nothing
 * would change (no empty ledger rows); 400 past the stock ceiling.
 */
export async function adjustStock(db: DbOrTx, productId: string, body: StockAdjustBody, staffId: string) {
  await db.transaction(async (tx) => {
    const locked = await repo.lockStock(tx, productId);
    if (!locked) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    const next = adjustedCount(locked.stock, body);
    if (next === locked.stock) throw new AppError('CONFLICT', STOCK_UNCHANGED);
    await declareStockCause(tx, { reason: body.reason, note: body.note, actor: { kind: 'staff', id: staffId } });
    await repo.writeStock(tx, productId, next);
    await recordAudit(tx, {
      staffId,
      action: 'stock.adjust',
      entity: 'stock',
      entityId: productId,
      before: { no_of_product_instock: locked.stock, product_instock: locked.inStock },
      after: { no_of_product_instock: next, product_instock: next > 0, reason: body.reason, note: body.note },
    });
  });
  repo.invalidateProducts([productId]);
  dropInventoryTotals(db);
  const [item, last] = await Promise.all([itemOf(db, productId), ledger.lastMovementOf(db, productId)]);
  const [entry] = await toLedgerEntries(db, last ? [last] : []);
  return { item, entry: entry! };
}

/** GET /inventory/{id}/ledger: the product's row and its ledger, newest first; NOT_FOUND when unknown. */
export async function productLedger(db: DbOrTx, productId: string, query: LedgerQuery): Promise<LedgerData> {
  const item = await itemOf(db, productId);
  const { rows, total } = await ledger.ledgerOf(db, productId, query.limit, (query.page - 1) * query.limit);
  return { item, entries: await toLedgerEntries(db, rows), totalCount: total };
}

/** Ledger rows as the API shows them, with the staff member's name or the customer's e-mail. */
async function toLedgerEntries(db: DbOrTx, rows: ledger.StockMovementRow[]): Promise<LedgerEntry[]> {
  const staffIds = [...new Set(rows.filter((r) => r.actorKind === 'staff' && r.actorId).map((r) => r.actorId!))];
  const customerIds = [...new Set(rows.filter((r) => r.actorKind === 'customer' && r.actorId).map((r) => r.actorId!))];
  const [staff, customers] = await Promise.all([staffNames(db, staffIds), customerEmails(db, customerIds)]);
  const nameOf = (row: ledger.StockMovementRow) =>
    row.actorKind === 'system'
      ? 'System'
      : ((row.actorKind === 'staff' ? staff.get(row.actorId ?? '')?.name : customers.get(row.actorId ?? '')) ??
        (row.actorKind === 'staff' ? 'Staff' : 'Customer'));
  return rows.map((row) => ({
    _id: row.id,
    product_id: row.productId,
    reason: row.reason as StockReason,
    reason_label: STOCK_REASON_LABELS[row.reason as StockReason] ?? row.reason,
    note: row.note,
    quantity_before: row.quantityBefore,
    quantity_after: row.quantityAfter,
    change: row.quantityAfter - row.quantityBefore,
    order_id: row.orderId,
    actor_kind: row.actorKind,
    actor_id: row.actorId,
    actor_name: nameOf(row),
    created_at: row.createdAt.toISOString(),
  }));
}

/** Products the export reads at a time: a batch's rows and text are all it holds at once. */
export const EXPORT_BATCH = 2_000;

/**
 * GET /inventory/export.csv: the whole catalogue in the import's columns (rupees, GST in percent),
 * by SKU, as CSV text a batch of `batch` products at a time (the header first), so a
 * catalogue of a million products streams in flat memory (docs/decisions/080); text that a
 * spreadsheet would run as a formula is escaped (spreadsheetSafe).
 */
export async function* exportCatalogueCsv(db: DbOrTx, batch = EXPORT_BATCH): AsyncGenerator<string> {
  let after: string | undefined;
  for (let first = true; ; first = false) {
    const rows = await repo.exportRowsAfter(db, after, batch);
    if (rows.length === 0 && !first) return;
    yield stringify(
      rows.map((r) => [
        r.sku,
        spreadsheetSafe(r.productName),
        spreadsheetSafe(r.category),
        spreadsheetSafe(r.subCategory ?? ''),
        spreadsheetSafe(r.brand ?? ''),
        r.hsnCode,
        r.gstRateBp / 100,
        paiseToRupees(r.mrpPaise).toFixed(2),
        paiseToRupees(r.pricePaise).toFixed(2),
        r.stock,
        r.warrantyMonths,
        r.extendedWarrantyMonths,
        paiseToRupees(r.extendedWarrantyPricePaise).toFixed(2),
        spreadsheetSafe(r.countryOfOrigin),
        spreadsheetSafe(r.importerDetails),
      ]),
      { header: first, columns: [...CATALOGUE_CSV_COLUMNS] },
    );
    if (rows.length < batch) return;
    after = rows.at(-1)!.sku;
  }
}
