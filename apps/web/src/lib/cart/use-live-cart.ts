/**
 * The cart joined with live product data (shopper spec §5: stock is re-fetched per item through
 * GET /product/{id}). Each line says whether it can be ordered; totals cover the lines that can.
 */
import { useQueries } from '@tanstack/react-query';
import { rupeesToPaise } from '@shop/domain/money/money';
import type { OrderTotals } from '@shop/domain/pricing/order-totals';
import type { ProductDetail } from '@shop/domain/catalog/product.responses';
import { ApiError } from '../api-client';
import { productQueryOptions } from '../catalog/get-product';
import { usePublicSettings } from '../settings/get-public-settings';
import { useCart } from './cart-context';
import { onlyInStock, type CartItem } from './cart-items';
import { priceCart } from './price-cart';

export interface LiveCartLine {
  item: CartItem;
  product?: ProductDetail;
  isLoading: boolean;
  /** Units that can be bought now (0 when out of stock or unknown). */
  stock: number;
  /** Why this line cannot be ordered as it is, or undefined when it can. */
  problem?: string;
}

export interface LiveCart {
  lines: LiveCartLine[];
  isLoading: boolean;
  /** True when every line can be ordered with its quantity. */
  isOrderable: boolean;
  totals: OrderTotals;
}

function problemOf(item: CartItem, product: ProductDetail | undefined, error: Error | null, stock: number): string | undefined {
  if (error) return error instanceof ApiError && error.status === 404 ? 'This product is no longer available' : error.message;
  if (!product) return undefined;
  if (stock <= 0) return 'Out of stock';
  if (item.quantity > stock) return onlyInStock(stock);
  return undefined;
}

/** Every cart line with its live product, stock problem and the order totals. */
export function useLiveCart(): LiveCart {
  const { items } = useCart();
  const settings = usePublicSettings();
  const shipping = {
    standardShippingPaise: rupeesToPaise(settings.standardShippingRupees),
    freeShippingThresholdPaise: rupeesToPaise(settings.freeShippingThresholdRupees),
  };
  const results = useQueries({ queries: items.map((item) => productQueryOptions(item.product_id)) });
  const lines = items.map((item, index): LiveCartLine => {
    const result = results[index];
    const product = result?.data;
    const stock = product && product.product_instock ? product.no_of_product_instock : 0;
    return {
      item,
      product,
      isLoading: result?.isPending ?? true,
      stock,
      problem: problemOf(item, product, result?.error ?? null, stock),
    };
  });
  const orderable = lines.filter((line) => line.product && !line.problem);
  return {
    lines,
    isLoading: lines.some((line) => line.isLoading),
    isOrderable: lines.length > 0 && orderable.length === lines.length,
    totals: priceCart(orderable.map((line) => ({ product: line.product as ProductDetail, quantity: line.item.quantity })), shipping),
  };
}
