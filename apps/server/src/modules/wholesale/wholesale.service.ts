/**
 * Wholesale price breaks (admin spec §2 'Wholesale & Bulk Management', §5; shopper spec §4, §9;
 * issue 7): per product, rupees off the unit price (before GST) from a quantity on, in half-open
 * ranges. Staff (SuperAdmin) add, change and remove them; the storefront reads them through the
 * public list; the pricing step reads them through findPriceBreaks. The rules are the domain's
 * (wholesale/price-breaks.rules.ts), checked against the product's current price.
 */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { rupeesToPaise } from '@shop/domain/money/money.rules';
import {
  priceBreaksProblem,
  sortPriceBreaks,
  WHOLESALE_EXISTS,
  WHOLESALE_NOT_FOUND,
  type PriceBreak,
} from '@shop/domain/wholesale/price-breaks.rules';
import type { AllWholesaleData, WholesaleListData, WholesaleProduct } from '@shop/domain/wholesale/wholesale.responses';
import type { NewWholesaleBody, PriceBreakInput, WholesaleListBody } from '@shop/domain/wholesale/wholesale.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { onSaleProductIds, PRODUCT_NOT_FOUND, productSummariesByIds } from '../catalog/catalog.service';
import type { StaffSession } from '../sessions/sessions.service';
import * as repo from './wholesale.repository';
import { toWholesaleProduct } from './wholesale.shape';

export type { PriceBreak };

/**
 * The price breaks of these products, for the pricing pipeline: product id → breaks sorted by
 * minimum quantity (half-open ranges, discounts in paise). Products without wholesale pricing are
 * absent from the map.
 */
export async function findPriceBreaks(db: DbOrTx, productIds: readonly string[]): Promise<Map<string, PriceBreak[]>> {
  const byProduct = new Map<string, PriceBreak[]>();
  if (productIds.length === 0) return byProduct;
  for (const { productId, ...b } of await repo.breaksOfProducts(db, [...new Set(productIds)])) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), b]);
  }
  return byProduct;
}

function toBreaks(input: readonly PriceBreakInput[]): PriceBreak[] {
  return input.map((b) => ({
    minQuantity: b.minQuantity,
    maxQuantity: b.maxQuantity ?? null,
    discountPaise: rupeesToPaise(b.discount),
  }));
}

/** The breaks sorted, or VALIDATION with the domain's message (and the break's path) when they cannot be saved. */
function checkedBreaks(input: readonly PriceBreakInput[], product: ProductSummary): PriceBreak[] {
  const breaks = toBreaks(input);
  const problem = priceBreaksProblem(breaks, rupeesToPaise(product.discounted_single_product_price));
  if (problem)
    throw new AppError('VALIDATION', problem.message, [
      { path: problem.index === null ? 'priceBreaks' : `priceBreaks.${problem.index}`, message: problem.message },
    ]);
  return sortPriceBreaks(breaks);
}

async function productOf(db: DbOrTx, productId: string): Promise<ProductSummary> {
  const product = (await productSummariesByIds(db, [productId])).get(productId);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return product;
}

/** Entries with their products and breaks, in the rows' order (an entry whose product is gone is left out). */
async function shape(db: DbOrTx, rows: readonly repo.WholesaleRow[]): Promise<WholesaleProduct[]> {
  const [products, breaks] = await Promise.all([
    productSummariesByIds(
      db,
      rows.map((r) => r.productId),
    ),
    repo.breaksOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    return product
      ? [
          toWholesaleProduct(
            row,
            product,
            breaks.filter((b) => b.wholesaleProductId === row.id),
          ),
        ]
      : [];
  });
}

async function one(db: DbOrTx, row: repo.WholesaleRow): Promise<WholesaleProduct> {
  return (await shape(db, [row]))[0]!;
}

/**
 * A page of entries, most recently changed first, optionally of some products only; with the total.
 * Entries of archived (deleted) products are left out, in the shop's list and the staff screen's
 * alike: the product is not on sale; restoring it brings its entry back (issue 9). Which products
 * are on sale is the catalog's to say (issue 28: a module reads only its own tables).
 */
async function pageOfEntries(db: DbOrTx, options: { productIds?: readonly string[]; limit: number; offset: number }) {
  const onSale = await onSaleProductIds(db, await repo.productIdsWithEntries(db, options.productIds));
  if (onSale.length === 0) return { rows: [], total: 0 };
  return repo.listWholesale(db, { productIds: onSale, limit: options.limit, offset: options.offset });
}

/** POST /wholesale/list (public): a page of products with wholesale pricing, optionally only some products. */
export async function listWholesale(db: DbOrTx, body: WholesaleListBody): Promise<WholesaleListData> {
  const productId = body.filters.product_id;
  const { rows, total } = await pageOfEntries(db, {
    productIds: productId === undefined ? undefined : typeof productId === 'string' ? [productId] : productId,
    limit: body.pageSize,
    offset: (body.pageNum - 1) * body.pageSize,
  });
  return { wholesaleProductsList: await shape(db, rows), wholesaleProductsCount: total };
}

/** GET /wholesale/allWholesaleProducts (SuperAdmin): the same entries for the staff screen. */
export async function allWholesaleProducts(
  db: DbOrTx,
  query: { page: number; limit: number },
): Promise<AllWholesaleData> {
  const { rows, total } = await pageOfEntries(db, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return { products: await shape(db, rows), total };
}

type Staff = Pick<StaffSession, 'id'>;

/** An entry's breaks as the audit log keeps them (decision 034). */
async function auditedBreaks(db: DbOrTx, id: string): Promise<PriceBreak[]> {
  return (await repo.breaksOf(db, [id])).map((b) => ({
    minQuantity: b.minQuantity,
    maxQuantity: b.maxQuantity,
    discountPaise: b.discountPaise,
  }));
}

/**
 * POST /wholesale/new: wholesale pricing for a product. NOT_FOUND 'Product not found'; VALIDATION
 * for breaks that overlap, leave gaps, or take the unit price to ₹0 or below; CONFLICT when the
 * product already has wholesale pricing (edit it instead). Nothing is saved when refused.
 */
export async function createWholesale(
  db: Db,
  staff: Staff,
  body: NewWholesaleBody,
  now: Date,
): Promise<WholesaleProduct> {
  const breaks = checkedBreaks(body.priceBreaks, await productOf(db, body.product_id));
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertWholesale(tx, body.product_id, now);
    if (!created) throw new AppError('CONFLICT', WHOLESALE_EXISTS);
    await repo.replaceBreaks(tx, created.id, breaks, now);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'wholesale.create',
      entity: 'wholesale',
      entityId: created.id,
      before: null,
      after: { productId: body.product_id, priceBreaks: breaks },
    });
    return created;
  });
  return one(db, row);
}

/** POST /wholesale/{id}/update: replaces the entry's breaks, checked as for a new one. NOT_FOUND when unknown. */
export async function updateWholesale(
  db: Db,
  staff: Staff,
  id: string,
  priceBreaks: readonly PriceBreakInput[],
  now: Date,
): Promise<WholesaleProduct> {
  const row = await db.transaction(async (tx) => {
    const found = await repo.lockWholesale(tx, id);
    if (!found) throw new AppError('NOT_FOUND', WHOLESALE_NOT_FOUND);
    const breaks = checkedBreaks(priceBreaks, await productOf(tx, found.productId));
    const before = await auditedBreaks(tx, id);
    await repo.replaceBreaks(tx, id, breaks, now);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'wholesale.update',
      entity: 'wholesale',
      entityId: id,
      before: { productId: found.productId, priceBreaks: before },
      after: { productId: found.productId, priceBreaks: breaks },
    });
    return { ...found, updatedAt: now };
  });
  return one(db, row);
}

/** POST /wholesale/{id}/remove: deletes the entry and its breaks; the product keeps its own bulk tiers. */
export async function removeWholesale(db: Db, staff: Staff, id: string): Promise<{ _id: string }> {
  const row = await db.transaction(async (tx) => {
    const found = await repo.lockWholesale(tx, id);
    if (!found) throw new AppError('NOT_FOUND', WHOLESALE_NOT_FOUND);
    const before = await auditedBreaks(tx, id);
    await repo.deleteWholesale(tx, id);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'wholesale.remove',
      entity: 'wholesale',
      entityId: id,
      before: { productId: found.productId, priceBreaks: before },
      after: null,
    });
    return found;
  });
  return { _id: row.id };
}
