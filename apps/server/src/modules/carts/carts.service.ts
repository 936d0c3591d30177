/**
 * A signed-in customer's cart kept on the server (issue 7 "a signed-in customer's cart is kept on
 * the server too, so it follows them to another device and survives a cleared browser"; decision
 * 029). The web app saves the whole cart after each change (PUT /cart, last write wins) and reads
 * it back at sign-in and app load (GET /cart) to merge with the device's own cart. Each line comes
 * back with its product's display snapshot as it stands now; a line of a product that no longer
 * exists is left out. Prices, tiers, coupons and stock are judged by POST /cart/quote, not here.
 */
import type { SavedCartData, SavedCartItem } from '@shop/domain/carts/saved-cart.responses';
import type { SavedCartBody } from '@shop/domain/carts/saved-cart.schemas';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import type { DbOrTx } from '../../db/client';
import { AppError, type FieldError } from '../../lib/app-error';
import { PRODUCT_NOT_FOUND, productSummariesByIds } from '../catalog/catalog.service';
import * as repo from './carts.repository';

function itemOf(line: repo.StoredCartLine, product: ProductSummary): SavedCartItem {
  return {
    product_id: line.product_id,
    quantity: line.quantity,
    ...(line.is_bulk_order && line.bulk_range ? { is_bulk_order: true, bulk_range: line.bulk_range } : {}),
    ...(line.extended_warranty ? { extended_warranty: true } : {}),
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
  const products = await productSummariesByIds(db, row.lines.map((line) => line.product_id));
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

/**
 * PUT /cart: replaces the customer's saved cart with `body` and returns it as GET /cart would.
 * NOT_FOUND 'Product not found' naming every line of an unknown product (lines.{i}.product_id);
 * nothing is saved then.
 */
export async function saveCart(db: DbOrTx, customerId: string, body: SavedCartBody): Promise<SavedCartData> {
  const products = await productSummariesByIds(db, body.lines.map((line) => line.product_id));
  const unknown: FieldError[] = body.lines.flatMap((line, i) => (products.has(line.product_id) ? [] : [{ path: `lines.${i}.product_id`, message: PRODUCT_NOT_FOUND }]));
  if (unknown.length > 0) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND, unknown);
  const lines: repo.StoredCartLine[] = body.lines.map((line) => ({
    ...(line.is_bulk_order && line.bulk_range
      ? { product_id: line.product_id, quantity: line.quantity, is_bulk_order: true, bulk_range: line.bulk_range }
      : { product_id: line.product_id, quantity: line.quantity }),
    // Whether the product offers one is the quote's answer (a saved cart may outlive the offer).
    ...(line.extended_warranty ? { extended_warranty: true } : {}),
  }));
  const row = await repo.replaceCart(db, customerId, lines, body.couponCode || null);
  return { lines: row.lines.map((line) => itemOf(line, products.get(line.product_id)!)), couponCode: row.couponCode, updatedAt: row.updatedAt.toISOString() };
}
