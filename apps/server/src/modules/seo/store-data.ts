/**
 * The StoreDataPort the web app's server render reads through (docs/decisions/024): the same
 * services the API routes call, with each reply shaped by the route's own response schema and
 * turned into JSON values (what the browser would get from the API), without an HTTP request.
 */
import { categoriesData, productPageData, type ProductListData } from '@shop/domain/catalog/product.responses';
import { productListBody } from '@shop/domain/catalog/product.schemas';
import type { StoreDataPort } from '@shop/domain/seo/server-render';
import { publicSettingsOf } from '@shop/domain/settings/store-settings';
import { idParams } from '@shop/domain/validation/params';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import * as catalog from '../catalog/catalog.service';
import { unitsSoldLast24h } from '../orders/sales.service';
import * as settings from '../settings/settings.service';

/** A value as JSON carries it: dates as ISO strings, no undefined fields. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The port over `db`; `clock` dates the product page's "sold in the last 24 hours". */
export function storeDataPort(db: Db, clock: Clock): StoreDataPort {
  return {
    publicSettings: async () => asJson(publicSettingsOf(await settings.getSettings(db))),
    categories: async () => asJson(categoriesData.parse({ product: await catalog.listCategories(db) })).product,
    listProducts: async (body) => (JSON.parse(await catalog.listProductsReply(db, productListBody.parse(body))) as { data: ProductListData }).data,
    product: async (rawId) => {
      const id = idParams.safeParse({ id: rawId });
      if (!id.success) return undefined;
      try {
        // The stored page document (decision 023), as GET /product/{id} sends it.
        const [pageJson, sold] = await Promise.all([catalog.getProductPageJson(db, id.data.id), unitsSoldLast24h(db, id.data.id, clock)]);
        return asJson(productPageData.parse({ product: { ...(JSON.parse(pageJson) as object), sold_last_24h: sold } })).product;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
        throw error;
      }
    },
  };
}
