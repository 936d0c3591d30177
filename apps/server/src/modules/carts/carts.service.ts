/**
 * A signed-in customer's cart kept on the server (issue 7 "a signed-in customer's cart is kept on
 * the server too, so it follows them to another device and survives a cleared browser"; decision
 * 029). The web app saves the whole cart after each change (PUT /cart, last write wins) and reads
 * it back at sign-in and app load (GET /cart) to merge with the device's own cart. Each line comes
 * back with its product's display snapshot as it stands now; a line of a product that no longer
 * exists is left out. Prices, tiers, coupons and stock are judged by POST /cart/quote, not here.
 */
import type { SavedCartData, SavedCartItem } from '@shop/domain/carts/saved-cart.responses';
import { mergeCarts, withoutBought, type CartContents } from '@shop/domain/carts/cart-merge.rules';
import { MAX_SAVED_CART_LINES } from '@shop/domain/carts/saved-cart-limits.rules';
import type { SavedCartBody, SavedCartLineBody } from '@shop/domain/carts/saved-cart.schemas';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import type { DbOrTx } from '../../db/client';
import { AppError, type FieldError } from '../../lib/app-error';
import { PRODUCT_NOT_FOUND, productSummariesByIds } from '../catalog/catalog.service';
import { isCouponStillValid } from '../coupons/coupons.service';
import * as repo from './carts.repository';

function itemOf(line: repo.StoredCartLine, product: ProductSummary): SavedCartItem {
  return {
    product_id: line.product_id,
    quantity: line.quantity,
    ...(line.is_bulk_order && line.bulk_range ? { is_bulk_order: true, bulk_range: line.bulk_range } : {}),
    ...(line.extended_warranty ? { extended_warranty: true } : {}),
    ...(line.bulk_quote_line_id ? { bulk_quote_line_id: line.bulk_quote_line_id } : {}),
    product_name: product.product_name,
    product_image_main: product.product_image_main,
    discounted_single_product_price: product.discounted_single_product_price,
    non_discounted_price: product.non_discounted_price,
    no_of_product_instock: product.no_of_product_instock,
  };
}

/** The saved lines with their products now, lines of unknown products left out. */
async function withSnapshots(db: DbOrTx, row: repo.CartRow | undefined): Promise<SavedCartData> {
  if (!row) return { lines: [], couponCode: null, updatedAt: null };
  const products = await productSummariesByIds(
    db,
    row.lines.map((line) => line.product_id),
  );
  const lines = row.lines.flatMap((line) => {
    const product = products.get(line.product_id);
    return product ? [itemOf(line, product)] : [];
  });
  return { lines, couponCode: row.couponCode, updatedAt: row.updatedAt.toISOString() };
}

/** GET /cart: the customer's saved cart (empty when they never saved one). */
export async function getSavedCart(db: DbOrTx, customerId: string): Promise<SavedCartData> {
  return withSnapshots(db, await repo.findCart(db, customerId));
}

/** Lines as they are stored: a bulk range only on a bulk line, the warranty flag only when set. */
function storedLinesOf(lines: readonly SavedCartLineBody[]): repo.StoredCartLine[] {
  return lines.map((line) => ({
    ...(line.is_bulk_order && line.bulk_range
      ? { product_id: line.product_id, quantity: line.quantity, is_bulk_order: true, bulk_range: line.bulk_range }
      : { product_id: line.product_id, quantity: line.quantity }),
    // Whether the product offers one is the quote's answer (a saved cart may outlive the offer).
    ...(line.extended_warranty ? { extended_warranty: true } : {}),
    ...(line.bulk_quote_line_id ? { bulk_quote_line_id: line.bulk_quote_line_id } : {}),
  }));
}

/** The saved cart merged with a browser's (cart-merge.rules.ts), under the row's lock; the coupon kept only while valid. */
async function mergeIntoSaved(
  db: DbOrTx,
  customerId: string,
  device: CartContents<repo.StoredCartLine>,
  base: CartContents | null,
  now: Date,
): Promise<SavedCartData> {
  return db.transaction(async (tx) => {
    const row = await repo.findCart(tx, customerId, true);
    const merged = mergeCarts({ lines: row?.lines ?? [], couponCode: row?.couponCode ?? null }, device, base);
    const couponCode =
      merged.couponCode && (await isCouponStillValid(tx, merged.couponCode, customerId, now))
        ? merged.couponCode
        : null;
    return withSnapshots(
      tx,
      await repo.replaceCart(tx, customerId, merged.lines.slice(0, MAX_SAVED_CART_LINES), couponCode),
    );
  });
}

/**
 * PUT /cart: without `base`, replaces the customer's saved cart with `body`; with it (null or the
 * saved cart the browser last saw), merges the two (decision 056). Returns the cart as GET /cart
 * would. NOT_FOUND 'Product not found' naming every line of an unknown product
 * (lines.{i}.product_id); nothing is saved then.
 */
export async function saveCart(
  db: DbOrTx,
  customerId: string,
  body: SavedCartBody,
  now: Date = new Date(),
): Promise<SavedCartData> {
  const products = await productSummariesByIds(
    db,
    body.lines.map((line) => line.product_id),
  );
  const unknown: FieldError[] = body.lines.flatMap((line, i) =>
    products.has(line.product_id) ? [] : [{ path: `lines.${i}.product_id`, message: PRODUCT_NOT_FOUND }],
  );
  if (unknown.length > 0) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND, unknown);
  const lines = storedLinesOf(body.lines);
  if (body.base !== undefined) {
    const base = body.base && { lines: storedLinesOf(body.base.lines), couponCode: body.base.couponCode || null };
    return mergeIntoSaved(db, customerId, { lines, couponCode: body.couponCode || null }, base, now);
  }
  const row = await repo.replaceCart(db, customerId, lines, body.couponCode || null);
  return {
    lines: row.lines.map((line) => itemOf(line, products.get(line.product_id)!)),
    couponCode: row.couponCode,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A paid order's step (issue 27 item 1 "a paid order must clear the customer's server cart"): takes
 * the bought units (`bought`, product id × quantity) out of the customer's saved cart, and the
 * order's coupon (`couponCode`, or null) with them. Lines added since stay. Nothing when the
 * customer has no saved cart. Runs inside the settling transaction.
 */
export async function removeBoughtLines(
  tx: DbOrTx,
  customerId: string,
  bought: readonly { product_id: string; quantity: number }[],
  couponCode: string | null,
): Promise<void> {
  const row = await repo.findCart(tx, customerId, true);
  if (!row) return;
  const left = withoutBought({ lines: row.lines, couponCode: row.couponCode }, bought, couponCode);
  await repo.replaceCart(tx, customerId, [...left.lines], left.couponCode);
}

/**
 * A bulk quote accepted (issue 30): puts its lines (product, quantity, the quote line's id) into
 * the customer's saved cart, each replacing any line of its product, the other lines kept; in the
 * caller's transaction, under the cart row's lock. Returns the quoted lines as the cart shows them
 * (a line of a product that no longer exists is left out).
 */
export async function putQuotedLines(
  tx: DbOrTx,
  customerId: string,
  quoted: readonly { product_id: string; quantity: number; bulk_quote_line_id: string }[],
): Promise<(SavedCartItem & { bulk_quote_line_id: string })[]> {
  const row = await repo.findCart(tx, customerId, true);
  const replaced = new Set(quoted.map((line) => line.product_id));
  const kept = (row?.lines ?? []).filter((line) => !replaced.has(line.product_id));
  const lines = [...quoted.map((line) => ({ ...line })), ...kept].slice(0, MAX_SAVED_CART_LINES);
  await repo.replaceCart(tx, customerId, lines, row?.couponCode ?? null);
  const products = await productSummariesByIds(
    tx,
    quoted.map((line) => line.product_id),
  );
  return quoted.flatMap((line) => {
    const product = products.get(line.product_id);
    return product ? [{ ...itemOf(line, product), bulk_quote_line_id: line.bulk_quote_line_id }] : [];
  });
}

/** Account erasure (issue 29): deletes the customer's saved cart, in the caller's transaction. */
export function eraseSavedCartOf(tx: DbOrTx, customerId: string): Promise<void> {
  return repo.deleteSavedCart(tx, customerId);
}
