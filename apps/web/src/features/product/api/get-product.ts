/**
 * One product: GET /product/:id (shopper spec §7). Shared by the product page, the cart and
 * checkout, which re-read live price and stock for every cart line.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hasErrorCode } from '../../../lib/api-client';
import type { ProductPageDetail } from '@shop/domain/catalog/product.responses';

/** The product with its page extras (sold_last_24h); a ProductDetail wherever only that is needed. */
export async function getProduct(id: string): Promise<ProductPageDetail> {
  const data = await api.call('GET /product/:id', { params: { id } });
  return data.product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getProduct(id) });

/**
 * The product with this id, fresh from the server. A product the server already answered 404 for
 * (a server-rendered 'Product not found', docs/decisions/024) is not asked again on mount, so the
 * page hydrates showing the same state the server rendered.
 */
export function useProduct(id: string) {
  const options = productQueryOptions(id);
  const known = useQueryClient().getQueryState(options.queryKey);
  const notFound = hasErrorCode(known?.error, 'NOT_FOUND');
  return useQuery({ ...options, retryOnMount: !notFound });
}
