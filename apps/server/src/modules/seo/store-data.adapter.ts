/**
 * The StoreDataPort the web app's server render reads through (docs/decisions/024): the same
 * services the API routes call, through the request's PageReads (page-reads.cache.ts), which the
 * page's <head> shares, so nothing is read twice for one page. Each value is what the browser
 * would get from the API, as JSON values, without an HTTP request.
 */
import { productListBody } from '@shop/domain/catalog/product.schemas';
import type { StoreDataPort } from '@shop/domain/seo/server-render.contract';
import { publicSettingsOf } from '@shop/domain/settings/store-settings.schemas';
import { idParams } from '@shop/domain/validation/params.schemas';
import type { PageReads } from './page-reads.cache';

/** A value as JSON carries it: dates as ISO strings, no undefined fields. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The port over one request's `reads`. */
export function storeDataPort(reads: PageReads): StoreDataPort {
  return {
    publicSettings: async () => asJson(publicSettingsOf(await reads.settings())),
    categories: () => reads.categories(),
    listProducts: (body) => reads.listing(productListBody.parse(body)),
    product: async (rawId) => {
      const id = idParams.safeParse({ id: rawId });
      return id.success ? reads.product(id.data.id) : undefined;
    },
  };
}
