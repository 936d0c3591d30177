/**
 * Catalogue replies (storefront spec §3 Product, §7 /product calls): the spec's field names,
 * rupees as numbers with at most two decimals. The server declares these as its response schemas;
 * the web app imports the inferred types.
 */
import { z } from 'zod';

export const STOCK_STATUSES = ['In Stock', 'Low Stock', 'Out of Stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** A product card as POST /product/list returns it. */
export const productSummary = z.object({
  _id: z.string(),
  SKU: z.string(),
  product_name: z.string(),
  category_name: z.string(),
  category: z.string(),
  sub_category_name: z.string(),
  brand: z.string(),
  brand_name: z.string(),
  product_image_main: z.string(),
  product_image_sub: z.array(z.string()),
  /** MRP in rupees (tax-inclusive). */
  non_discounted_price: z.number(),
  /** Selling price before GST, rupees. */
  discounted_single_product_price: z.number(),
  discounted_price_with_gst: z.number(),
  /** Whole per cent off MRP. */
  discount: z.number(),
  review_stars: z.number(),
  no_of_reviews: z.number().int(),
  product_instock: z.boolean(),
  no_of_product_instock: z.number().int(),
  stock_status: z.enum(STOCK_STATUSES),
  featured: z.boolean(),
  deliveryType: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productSpecTable = z.object({
  title: z.string(),
  data: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type ProductSpecTable = z.infer<typeof productSpecTable>;

/** The product page's data: GET /product/{id}. Dimensions in cm, weight in kg. */
export const productDetail = productSummary.extend({
  hsn_code: z.string(),
  /** GST rate in per cent (18 for 18%). */
  gst_rate: z.number(),
  product_overview: z.array(z.string()),
  product_description: z.string(),
  product_specification: z.array(productSpecTable),
  product_tags: z.array(z.string()),
  /** As staff entered them ("10*5" cm; cm; kg); null when never entered (issue 27 item 10). */
  product_dimension_length_breadth: z.string().nullable(),
  product_dimension_height: z.number().nullable(),
  product_dimension_weight: z.number().nullable(),
  /**
   * The product's own bulk unit prices before GST, rupees (shopper spec §3); null = the range takes
   * the default percentage. POST /cart/quote answers every tier with its source.
   */
  multiple_quantity_price_5_10: z.number().nullable(),
  multiple_quantity_price_10_20: z.number().nullable(),
  multiple_quantity_price_20_50: z.number().nullable(),
  multiple_quantity_price_50_100: z.number().nullable(),
  multiple_quantity_price_100_plus: z.number().nullable(),
  /**
   * The extended warranty offered per unit (decision 039): months added, price before GST and with
   * its 18% GST, rupees; null when none is offered. The cart line's flag buys it.
   */
  extended_warranty_offer: z
    .object({ months: z.number().int(), price: z.number(), price_with_gst: z.number() })
    .nullable(),
  /**
   * Where it is made, and for imported goods the importer's name and address ('' when made in
   * India), shown before purchase (E-Commerce Rules 2020 r.6(5)(d); catalog/origin.rules.ts).
   */
  country_of_origin: z.string(),
  importer_details: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** POST /product/{id}/update */
export const productData = z.object({ product: productDetail });

/** GET /product/{id}: the product page's data with its recent sales. */
export const productPageDetail = productDetail.extend({
  /** Units in paid orders placed in the last 24 hours (the page shows it only when above 0). */
  sold_last_24h: z.number().int().nonnegative(),
});
export type ProductPageDetail = z.infer<typeof productPageDetail>;

/** GET /product/{id} */
export const productPageData = z.object({ product: productPageDetail });

/** POST /product/list */
export const productListData = z.object({
  productList: z.array(productSummary),
  /** All matches, counted up to 1,000 (LISTING_COUNT_CAP; a search ordered by relevance: up to the 120 it ranks); more than that shows as the cap with productCountCapped. */
  productCount: z.number().int(),
  /** True when there are more matches than productCount says (the count stops at 1,000). */
  productCountCapped: z.boolean(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** Send as `cursor` to get the page after this one (keyset); null when this page is not full. */
  nextCursor: z.string().nullable(),
  /** "Did you mean": a search that found nothing, respelt with the catalogue's words, when that finds something. */
  suggestion: z.string().optional(),
});
export type ProductListData = z.infer<typeof productListData>;

/** A subcategory with its product count and one product's picture ('' when none has one). */
const subcategory = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  product_count: z.number().int(),
  image: z.string(),
});

export const category = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  subtitle: z.string(),
  product_count: z.number().int(),
  subcategories: z.array(subcategory),
});
export type Category = z.infer<typeof category>;

export const brand = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type Brand = z.infer<typeof brand>;

/** POST /product/all-categories (the spec's client reads `product.subcategories` and `product.brands`). */
export const categoriesData = z.object({
  product: z.object({ subcategories: z.array(category), brands: z.array(brand) }),
});
export type CategoriesData = z.infer<typeof categoriesData>['product'];
