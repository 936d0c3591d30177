/**
 * One product: GET /product/:id (shopper spec §7). Shared by the product page, the cart and
 * checkout, which re-read live price and stock for every cart line.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { ProductPageDetail } from '@shop/domain/catalog/product.responses';

/** The product with its page extras (sold_last_24h); a ProductDetail wherever only that is needed. */
export async function getProduct(id: string): Promise<ProductPageDetail> {
  const data = await api.get<{ product: ProductPageDetail }>(`/product/${encodeURIComponent(id)}`);
  return data.product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getProduct(id) });

/** The product with this id, fresh from the server. */
export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
