/**
 * Stock moves (docs/decisions/037, 063): the units an order takes and gives back, a received
 * return put away, and Quick Stock (POST /product/{id}/update). Each change is a ledger row with
 * its cause, written in the caller's transaction; the stock columns live on the catalog's
 * products table and are changed through its product-stock.service.
 */
import type { StockActor, StockCause } from '@shop/domain/inventory/stock-ledger.rules';
import type { DbOrTx } from '../../db/client';
import { pipelined } from '../../db/pipelined';
import { declareStockCause } from '../../db/stock-cause';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { outOfStockMessage } from '@shop/domain/catalog/stock-label.rules';
import { bulkStockProblem } from '@shop/domain/pricing/quantity-tiers.rules';
import { getProduct, PRODUCT_NOT_FOUND, productsForQuote, type PricedProduct } from '../catalog/catalog.service';
import * as catalog from '../catalog/product-stock.service';

type StockedProduct = PricedProduct;

/**
 * POST /product/{id}/update (Quick Stock): sets the unit count and the in-stock flag; 404 when
 * unknown. A changed count is a 'manual_adjustment' ledger row by `actor`, and a staff actor's
 * change a 'stock.update' audit entry, in the same transaction.
 */
export async function updateStock(db: DbOrTx, id: string, stock: number, inStock: boolean, actor: StockActor) {
  await db.transaction(async (tx) => {
    const before = await catalog.lockStock(tx, id);
    if (!before) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    await declareStockCause(tx, { reason: 'manual_adjustment', actor, note: 'Quick Stock' });
    await catalog.setStock(tx, id, stock, inStock);
    if (actor.kind === 'staff' && actor.id && (before.stock !== stock || before.inStock !== inStock)) {
      const values = (units: number, listed: boolean) => ({ no_of_product_instock: units, product_instock: listed });
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'stock.update',
        entity: 'stock',
        entityId: id,
        before: values(before.stock, before.inStock),
        after: values(stock, inStock),
      });
    }
  });
  catalog.invalidateProducts([id]);
  return getProduct(db, id);
}

export interface StockRequest {
  productId: string;
  quantity: number;
  /** The fewest units the product must hold for the take (domain unitsNeededInStock); the quantity when absent. */
  unitsNeeded?: number;
}

/**
 * Takes the units an order asks for, inside the caller's transaction, and returns the products
 * as they stand under the row locks. Throws, for the first product that cannot be served, CONFLICT
 * '{name} is out of stock or insufficient quantity available' (shopper spec §5, code OUT_OF_STOCK),
 * CONFLICT '{name}: Bulk orders need more than 10 units in stock.' when it holds the units but
 * not a request's `unitsNeeded`, or NOT_FOUND for an unknown id; the caller's transaction then
 * rolls back every unit already taken. Each product's change is a ledger row carrying `cause`.
 */
export async function takeStockForOrder(
  tx: DbOrTx,
  requests: StockRequest[],
  cause: StockCause,
): Promise<Map<string, StockedProduct>> {
  const { wanted, needed } = unitsByProduct(requests);
  const taken = new Map<string, StockedProduct>();
  // A fixed order of row locks keeps two orders for the same products from deadlocking. The
  // cause and every product's statement go in one round trip (db/pipelined.ts), run in this order.
  const ids = [...wanted.keys()].sort();
  const [, ...products] = await pipelined(
    declareStockCause(tx, cause),
    ...ids.map((id) => catalog.takeStock(tx, id, wanted.get(id) ?? 0, needed.get(id))),
  );
  for (const [i, id] of ids.entries()) {
    const product = products[i];
    if (!product) throw await stockRefusal(tx, id, wanted.get(id) ?? 0);
    taken.set(id, product);
  }
  // Before the caller commits: a listing read in between keeps the old count, for one TTL at most.
  // Stock changes no product's place in any listing, so only the pages showing them go.
  catalog.invalidateProducts([...wanted.keys()]);
  return taken;
}

/**
 * takeStockForOrder for an order whose COMMIT is queued behind it (docs/decisions/104): the same
 * cause and takes, in the same order, each of which fails in the database (refuse_unless) when
 * the product cannot be served or is no longer as in `asRead` (the read the order was priced
 * from), rolling the caller's transaction back. Nothing says why: the caller places the order the
 * checked way to find out.
 */
export async function takeStockOrRefuse(
  tx: DbOrTx,
  requests: StockRequest[],
  cause: StockCause,
  asRead: Map<string, StockedProduct>,
): Promise<void> {
  const { wanted, needed } = unitsByProduct(requests);
  const ids = [...wanted.keys()].sort();
  // Checked before anything is sent: pricing refuses an order with a product it did not read.
  const unread = ids.find((id) => !asRead.has(id));
  if (unread) throw new Error(`takeStockOrRefuse: product ${unread} was not read`);
  await pipelined(
    declareStockCause(tx, cause),
    ...ids.map((id) => catalog.takeStockOrRefuse(tx, asRead.get(id)!, wanted.get(id) ?? 0, needed.get(id))),
  );
  catalog.invalidateProducts(ids);
}

/** The units asked of each product, and the most any of its requests needs in stock. */
function unitsByProduct(requests: StockRequest[]): { wanted: Map<string, number>; needed: Map<string, number> } {
  const wanted = new Map<string, number>();
  const needed = new Map<string, number>();
  for (const r of requests) {
    wanted.set(r.productId, (wanted.get(r.productId) ?? 0) + r.quantity);
    needed.set(r.productId, Math.max(needed.get(r.productId) ?? 0, r.unitsNeeded ?? 0));
  }
  return { wanted, needed };
}

/**
 * Why a take of `units` of the product failed, read after it (only on refusal): NOT_FOUND when
 * there is no such product, OUT_OF_STOCK when it is archived, unlisted or short, else the bulk
 * stock rule (the take asked for more than 10 units in stock).
 */
async function stockRefusal(tx: DbOrTx, productId: string, units: number): Promise<AppError> {
  const product = (await productsForQuote(tx, [productId])).get(productId);
  if (!product) return new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  if (!product.inStock || product.stock < units) {
    return new AppError('CONFLICT', outOfStockMessage(product.productName), undefined, 'OUT_OF_STOCK');
  }
  return new AppError('CONFLICT', bulkStockProblem(product.productName));
}

/** Gives back the units of a cancelled or unpaid order, inside the caller's transaction; a ledger row per product carries `cause`. */
export async function returnStockOfOrder(tx: DbOrTx, requests: StockRequest[], cause: StockCause): Promise<void> {
  await declareStockCause(tx, cause);
  for (const r of [...requests].sort((a, b) => a.productId.localeCompare(b.productId))) {
    await catalog.returnStock(tx, r.productId, r.quantity);
  }
  catalog.invalidateProducts(requests.map((r) => r.productId));
}

/**
 * Puts away the units of a received return (issue 26), inside the caller's transaction: each
 * product's `restock` units go back on sale (ledger reason customer_return), and its `writeOff`
 * units come back into the count and straight out again as damaged (ledger reason damaged), so the
 * product's ledger shows the write-off beside the order it came from and the count equals the ledger.
 */
export async function putAwayReturnedUnits(
  tx: DbOrTx,
  lines: { productId: string; restock: number; writeOff: number }[],
  cause: { actor: StockCause['actor']; orderId: string; note: string },
): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
  await declareStockCause(tx, {
    reason: 'customer_return',
    actor: cause.actor,
    orderId: cause.orderId,
    note: cause.note,
  });
  for (const line of sorted)
    if (line.restock + line.writeOff > 0) await catalog.returnStock(tx, line.productId, line.restock + line.writeOff);
  await declareStockCause(tx, {
    reason: 'damaged',
    actor: cause.actor,
    orderId: cause.orderId,
    note: `${cause.note}: written off`,
  });
  for (const line of sorted)
    if (line.writeOff > 0 && !(await catalog.removeStock(tx, line.productId, line.writeOff)))
      throw new Error(`write-off of ${line.productId} found too few units`);
  catalog.invalidateProducts(sorted.map((l) => l.productId));
}
