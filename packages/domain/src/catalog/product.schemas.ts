/**
 * Catalogue request bodies (storefront spec §5, §7; admin spec §7).
 */
import { z } from 'zod';
import { formatInr } from '../money/money.rules';
import { text } from '../validation/text.schemas';
import { PRODUCT_TABS } from './product-tabs.rules';

export const MAX_PAGE_SIZE = 1000;
/** Highest page number a list call takes: far past any real page, low enough that the offset stays small. */
export const MAX_PAGE_NUM = 100_000;
/** Highest price filter, in rupees (₹1,00,00,000): above every product, and its paise fit any integer column. */
export const MAX_PRICE_FILTER_RUPEES = 1_00_00_000;
/** Most units of a product the stock call takes. */
export const MAX_STOCK_UNITS = 10_00_000;
export const DEFAULT_PAGE_SIZE = 50;
/** Most categories and subcategories one listing call filters by (there are 6 categories). */
export const MAX_FILTER_CATEGORIES = 20;
export const MAX_FILTER_SUBCATEGORIES = 100;
/** Longest listing cursor taken: a few sort values and an id, base64url-encoded. */
export const MAX_CURSOR_LENGTH = 1000;

export const PRODUCT_SORT_FIELDS = [
  'price',
  'name',
  'created_at',
  'updated_at',
  'discount',
  'review_stars',
  'no_of_reviews',
] as const;
export { PRODUCT_TABS, type ProductTab } from './product-tabs.rules';

/** Page number and size, shared by every list call. */
export const pagination = {
  pageNum: z.coerce
    .number({ error: 'pageNum must be a number' })
    .min(1, { error: 'pageNum must be at least 1' })
    .max(MAX_PAGE_NUM, { error: `pageNum must be at most ${MAX_PAGE_NUM.toLocaleString('en-IN')}` })
    .int({ error: 'pageNum must be a whole number' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int({ error: 'pageSize must be a whole number' })
    .min(1, { error: 'pageSize must be at least 1' })
    .max(MAX_PAGE_SIZE, { error: `pageSize must be at most ${MAX_PAGE_SIZE}` })
    .default(DEFAULT_PAGE_SIZE),
};

const price = z
  .number({ error: 'Price must be a number' })
  .min(0, { error: 'Price cannot be negative' })
  .max(MAX_PRICE_FILTER_RUPEES, { error: `Price must be at most ${formatInr(MAX_PRICE_FILTER_RUPEES * 100)}` });
const filterText = (max: number) => text({ max }).trim();

/** POST /product/list — filters and prices in rupees, as the spec's client sends them. */
export const productListBody = z.strictObject({
  ...pagination,
  /**
   * Where the page starts: the previous reply's nextCursor (keyset pagination, docs/decisions/023).
   * With it, pageNum only labels the page; without it, pageNum chooses the page by position.
   */
  cursor: text({ max: MAX_CURSOR_LENGTH }).optional(),
  filters: z
    .strictObject({
      search: filterText(200).optional(),
      /** One category or several; with subcategories, a category they belong to shows only those. */
      category_name: z.union([filterText(100), z.array(filterText(100)).max(MAX_FILTER_CATEGORIES)]).optional(),
      sub_category_name: z.union([filterText(100), z.array(filterText(100)).max(MAX_FILTER_SUBCATEGORIES)]).optional(),
      brand_name: z.union([filterText(100), z.array(filterText(100)).max(50)]).optional(),
      min_price: price.nullish(),
      max_price: price.nullish(),
      sort_by: z.enum(PRODUCT_SORT_FIELDS).optional(),
      sort_order: z.enum(['asc', 'desc']).optional(),
      tab: z.enum(PRODUCT_TABS).optional(),
    })
    .default({}),
});
export type ProductListBody = z.infer<typeof productListBody>;

/** POST /product/{id}/update — the quick stock call of Product Management. */
export const quickStockBody = z.strictObject({
  product: z.strictObject({
    no_of_product_instock: z
      .number({ error: 'Stock must be a whole number of 0 or more' })
      .int({ error: 'Stock must be a whole number of 0 or more' })
      .min(0, { error: 'Stock must be a whole number of 0 or more' })
      .max(MAX_STOCK_UNITS, { error: `Stock must be at most ${MAX_STOCK_UNITS.toLocaleString('en-IN')} units` }),
    product_instock: z.boolean({ error: 'product_instock must be true or false' }),
  }),
});
export type QuickStockBody = z.infer<typeof quickStockBody>;
