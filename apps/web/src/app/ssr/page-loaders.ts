/**
 * The server render's route loaders (docs/decisions/024): each reads its page's data through the
 * StoreDataPort (the server's services, no HTTP) into the query cache, under the same keys the
 * pages' hooks use, so the pages render with their data on the server and, hydrated from the
 * same cache, in the browser. A read that fails is left out of the cache: the page renders its
 * loading state and the browser asks the API itself, as before. An unknown product is cached as
 * the API's 404, so the page renders 'Product not found'.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { StoreDataPort } from '@shop/domain/seo/server-render.contract';
import { PRODUCT_NOT_FOUND_MESSAGE } from './hydration-data';
import { brandGroupOf, brandGroupQueryOptions } from '../../features/catalog/api/get-brand-group';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories';
import { productsQueryOptions, type ProductListRequest } from '../../features/catalog/api/get-products';
import { brandGroupsOf } from '../../features/catalog/components/brands-page';
import { readListingParams, toListRequest } from '../../features/catalog/hooks/use-listing-params';
import { ApiError } from '../../lib/api-client';
import { productQueryOptions } from '../../features/product/api/get-product';
import { publicSettingsQueryOptions } from '../../shared/settings/get-public-settings';
import type { PageLoaders } from '../router';

/** The loaders of one server render, filling `queryClient` through `port`. Each resolves to null. */
export function pageLoaders(queryClient: QueryClient, port: StoreDataPort): PageLoaders {
  const listing = (body: ProductListRequest) =>
    queryClient.prefetchQuery({ ...productsQueryOptions(body), queryFn: () => port.listProducts(body) });
  const categories = () =>
    queryClient.ensureQueryData({ ...categoriesQueryOptions(), queryFn: () => port.categories() });
  return {
    layout: async () => {
      await Promise.allSettled([
        queryClient.prefetchQuery({ ...publicSettingsQueryOptions(), queryFn: () => port.publicSettings() }),
        categories(),
      ]);
      return null;
    },
    home: () => null,
    listing: async ({ request }) => {
      await listing(toListRequest(readListingParams(new URL(request.url).searchParams)));
      return null;
    },
    // The layout reads the categories; the page's listing is read from its own query.
    subcategory: async ({ request }) => {
      await listing(toListRequest(readListingParams(new URL(request.url).searchParams)));
      return null;
    },
    product: async ({ params }) => {
      const id = params.id ?? '';
      await queryClient.prefetchQuery({
        ...productQueryOptions(id),
        queryFn: async () => {
          const product = await port.product(id);
          if (!product) throw new ApiError(404, PRODUCT_NOT_FOUND_MESSAGE);
          return product;
        },
      });
      return null;
    },
    brands: async ({ request }) => {
      const all = await categories().catch(() => undefined);
      const group = (body: ProductListRequest) =>
        queryClient.prefetchQuery({
          ...brandGroupQueryOptions(body),
          queryFn: async () => brandGroupOf(await port.listProducts(body)),
        });
      if (all)
        await Promise.allSettled(brandGroupsOf(all.brands, new URL(request.url).searchParams).requests.map(group));
      return null;
    },
    subcategories: () => null,
  };
}
