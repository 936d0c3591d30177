/** Stock badge rules (admin spec §9: 0 out; 1 to 10 low; above 10 in stock). */

export const LOW_STOCK_THRESHOLD = 10;

export type StockLabel = 'In Stock' | 'Low Stock' | 'Out of Stock';

/** The badge for a product given its unit count and its in-stock flag. */
export function stockLabel(unitsInStock: number, inStock = true): StockLabel {
  if (!inStock || unitsInStock <= 0) return 'Out of Stock';
  if (unitsInStock <= LOW_STOCK_THRESHOLD) return 'Low Stock';
  return 'In Stock';
}

/** Shopper spec §5: why a product cannot be ordered in the units asked for (the order refuses it, the cart and checkout say it). */
export function outOfStockMessage(productName: string): string {
  return `${productName} is out of stock or insufficient quantity available`;
}

/** The cart warns (orange) on a line with this many units in stock or fewer (shopper spec §9). */
export const FEW_LEFT_THRESHOLD = 5;

/** The cart's warning for a line whose product has `units` (1 to FEW_LEFT_THRESHOLD) left: 'Only 3 left in stock'. */
export function fewLeftMessage(units: number): string {
  return `Only ${units} left in stock`;
}
