/** Tables of the catalog module: categories, subcategories, brands and products. Money in paise. */
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export interface SpecificationGroup {
  title: string;
  data: { key: string; value: string }[];
}

/** A quantity discount of the Product entity (admin spec §3): percent off from min to max units. */
export interface QuantityDiscount {
  title: string;
  min_quantity: number;
  max_quantity: number;
  discount_percentage: number;
}

/** The staff-entered texts of the Product entity (admin spec §3) that no rule reads, only pages show. */
export interface ProductDetails {
  product_type: string;
  model: string;
  product_feature: string;
  product_caution: string;
  product_warranty: string;
  product_time: string;
  product_colour: string;
  product_video_link: string;
  product_manual_link: string;
  package_include: string;
  sub_sub_category_name: string;
  coupon: string;
  quantity_discounts: QuantityDiscount[];
}

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  subtitle: text('subtitle').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: id(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [unique('sub_categories_category_name').on(t.categoryId, t.name)],
);

export const brands = pgTable('brands', {
  id: id(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

/**
 * "% off" in SQL, as the cards show it (domain catalog/discount.rules.ts discountPercent): the saving of
 * the tax-inclusive price against the MRP in whole percent, rounded half up; 0 without a saving.
 * The listing's discount order and its index use this one expression.
 */
export function discountPercentSql(mrpPaise: AnyPgColumn | SQL, priceWithGstPaise: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`(CASE WHEN ${mrpPaise} > ${priceWithGstPaise} THEN round((${mrpPaise} - ${priceWithGstPaise}) * 100.0 / ${mrpPaise})::integer ELSE 0 END)`;
}

/**
 * The predicate of the listing-order indexes: products on sale (not archived). Every listing and
 * search asks it, so PostgreSQL reads those partial indexes for them (migration 0028).
 */
const ON_SALE = sql`archived_at IS NULL`;

export const products = pgTable(
  'products',
  {
    id: id(),
    sku: text('sku').notNull().unique(),
    productName: text('product_name').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: text('sub_category_id').references(() => subCategories.id),
    brandId: text('brand_id').references(() => brands.id),
    hsnCode: text('hsn_code').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull().default(1800),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /**
     * The tax-inclusive price the cards show (domain tax/gst.rules.ts withGst: the price plus GST rounded
     * to a whole paisa), which the listing's price filter, price order and "% off" read
     * (docs/decisions/026 §6, 023). Computed by PostgreSQL; never written.
     */
    priceWithGstPaise: integer('price_with_gst_paise')
      .notNull()
      .generatedAlwaysAs(sql`price_paise + round(price_paise::bigint * gst_rate_bp / 10000.0)::integer`),
    /**
     * The product's own bulk unit prices before GST (shopper spec §3: multiple_quantity_price_5_10 …
     * _100_plus), paise; null = the range takes the default percentage (domain pricing/quantity-tiers.rules.ts).
     */
    bulkPrice5To10Paise: integer('bulk_price_5_10_paise'),
    bulkPrice10To20Paise: integer('bulk_price_10_20_paise'),
    bulkPrice20To50Paise: integer('bulk_price_20_50_paise'),
    bulkPrice50To100Paise: integer('bulk_price_50_100_paise'),
    bulkPrice100PlusPaise: integer('bulk_price_100_plus_paise'),
    stock: integer('stock').notNull().default(0),
    /** The product's warranty in whole months, 0 = none (domain catalog/warranty.rules.ts; issue 10). details.product_warranty stays its free-text description. */
    warrantyMonths: integer('warranty_months').notNull().default(0),
    /** The extended warranty offered per unit (issue 10, decision 039): months added, 0 = none offered, 1–60. */
    extendedWarrantyMonths: integer('extended_warranty_months').notNull().default(0),
    /** Its price per unit before GST (GST 18% on top, a service), paise; 0 when none is offered. */
    extendedWarrantyPricePaise: integer('extended_warranty_price_paise').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    reviewStars: real('review_stars').notNull().default(0),
    noOfReviews: integer('no_of_reviews').notNull().default(0),
    overview: jsonb('overview').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    specifications: jsonb('specifications').$type<SpecificationGroup[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /**
     * The package's weight and size as staff entered them (grams, millimetres); null when never
     * entered (issue 27 item 10). Only the shipping calculation puts the spec's default package in
     * their place (domain pricing/shipping.rules.ts parcelOf); pages show nothing for a null.
     */
    weightGrams: integer('weight_g'),
    lengthMm: integer('length_mm'),
    breadthMm: integer('breadth_mm'),
    heightMm: integer('height_mm'),
    /**
     * Where the goods were made (Legal Metrology (Packaged Commodities) Rules r.6; E-Commerce Rules
     * 2020 r.6(5)(d)), shown before purchase; and for imported goods the importer's name and
     * address, '' for goods made in India (issue 30).
     */
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    importerDetails: text('importer_details').notNull().default(''),
    imageMain: text('image_main').notNull().default(''),
    imagesSub: jsonb('images_sub').$type<string[]>().notNull().default([]),
    /** The Product entity's texts and quantity discounts that only pages show (admin spec §3); {} for seeded products. */
    details: jsonb('details').$type<Partial<ProductDetails>>().notNull().default({}),
    /**
     * When staff deleted the product (admin spec §2 Delete, issue 9): an archived product leaves the
     * storefront, search, suggestions and sitemap, its page answers 404, and it cannot be ordered;
     * past orders keep showing it. Null while on sale; restoring sets it back to null.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Lower-cased name, SKU, category, subcategory, brand and tags: what the search box matches. */
    searchText: text('search_text').notNull().default(''),
    /**
     * search_text with spaces, '-' and '_' removed, so 'esp 32', 'esp-32' and 'esp32' meet
     * (docs/decisions/017). Computed by PostgreSQL; never written.
     */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(search_text, '[[:space:]_-]+', '', 'g')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_warranty_months_range', sql`${t.warrantyMonths} BETWEEN 0 AND 120`),
    check(
      'products_extended_warranty_range',
      sql`${t.extendedWarrantyMonths} BETWEEN 0 AND 60 AND ${t.extendedWarrantyPricePaise} >= 0 AND (${t.extendedWarrantyMonths} = 0 OR ${t.extendedWarrantyPricePaise} > 0)`,
    ),
    check('products_price_not_negative', sql`${t.pricePaise} >= 0 AND ${t.mrpPaise} >= 0`),
    // One index per listing order (docs/decisions/023): a page is read from it, not sorted. Each
    // ends with id, the tie-break; scanned backwards for the descending orders. Each holds only
    // products on sale (every listing asks `archived_at IS NULL`), so a deep page's offset is
    // skipped in the index alone, never row by row in the table (migration 0028).
    index('products_category_price_idx').on(t.categoryId, t.priceWithGstPaise, t.id).where(ON_SALE),
    // A category's page in the default order, its price range checked in the index (category +
    // price, the slider): read in order from a category's range, no sort of its thousands of rows.
    index('products_category_default_order_idx')
      .on(t.categoryId, t.featured, t.noOfReviews, t.id, t.priceWithGstPaise)
      .where(ON_SALE),
    index('products_sub_category_idx').on(t.subCategoryId),
    index('products_brand_idx').on(t.brandId),
    // A brand's products on sale, by category, in the default order (docs/decisions/094): a
    // category + brand page and its count read from the index alone, instead of walking the
    // category's range for the brand's few rows and counting by a bitmap of both.
    index('products_brand_order_idx').on(t.brandId, t.categoryId, t.featured, t.noOfReviews, t.id).where(ON_SALE),
    index('products_price_order_idx').on(t.priceWithGstPaise, t.id).where(ON_SALE),
    index('products_default_order_idx').on(t.featured, t.noOfReviews, t.id).where(ON_SALE),
    index('products_rating_order_idx').on(t.noOfReviews, t.reviewStars, t.id).where(ON_SALE),
    index('products_stars_order_idx').on(t.reviewStars, t.id).where(ON_SALE),
    index('products_created_order_idx').on(t.createdAt, t.id).where(ON_SALE),
    index('products_name_order_idx').on(t.productName, t.id).where(ON_SALE),
    // The whole percent off the cards show (domain catalog/discount.rules.ts discountPercent).
    index('products_discount_order_idx')
      .on(sql`${discountPercentSql(t.mrpPaise, t.priceWithGstPaise)}`, t.id)
      .where(ON_SALE),
    // The back office's orders (Product Management by name or price, the inventory by price) and
    // its archived list, read from an index at a million products (docs/decisions/080). No index
    // on stock or updated_at: every order changes them, and an indexed column there would keep
    // each of those updates from staying on its page (HOT).
    index('products_admin_name_idx')
      .on(sql`lower(${t.productName})`, t.id)
      .where(ON_SALE),
    index('products_admin_category_name_idx')
      .on(t.categoryId, sql`lower(${t.productName})`, t.id)
      .where(ON_SALE),
    index('products_admin_price_idx').on(t.pricePaise, t.id).where(ON_SALE),
    index('products_archived_idx')
      .on(t.archivedAt)
      .where(sql`${t.archivedAt} IS NOT NULL`),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/**
 * The product page's JSON and its listing card's JSON, built once per version of a product row
 * (docs/decisions/023, third and fourth passes): `source_xmin` is the PostgreSQL row version
 * (`products.xmin`) both were built from, so a reader takes them only while the product row is
 * unchanged. Any write to the product (an edit, stock, review figures, a direct UPDATE) makes a
 * new row version and both stale; the next product page or listing that shows it rebuilds both.
 * Neither holds `deliveryType` (it follows the store settings and is added per reply). Code
 * writes them only through catalog.repository.
 */
export const productPages = pgTable('product_pages', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sourceXmin: text('source_xmin').notNull(),
  pageJson: text('page_json').notNull(),
  /**
   * The listing card (product.shape toStoredCard) without `deliveryType`, as JSON text without
   * its closing brace: a listing appends `,"deliveryType":…}` as it strings a page's cards
   * together (docs/decisions/048), with no text function run over each card.
   */
  cardHead: text('card_head').notNull(),
});

/**
 * The back office's narrow copy of each product's stock level and last change (docs/decisions/100),
 * so that Product Management and the inventory table are ordered by stock or by last update from
 * an index at a million products. Kept by triggers on products (migration
 * 0049_product_stock_levels), so code never writes it.
 *
 * One row per product: its unit count, its `updated_at`, and whether it is on sale (not
 * archived), copied from products in the same statement that changes them. products itself has
 * no index on stock or updated_at: every order changes both, and an index there would keep those
 * updates from being HOT and make each one write all of products' indexes (the GIN trigram ones
 * too). Here a change writes this row's three small indexes instead.
 */
export const productStockLevels = pgTable(
  'product_stock_levels',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    onSale: boolean('on_sale').notNull(),
  },
  (t) => [
    // Each back-office order ends with the product's id, the tie-break; read backwards for descending.
    index('product_stock_levels_stock_idx')
      .on(t.stock, t.productId)
      .where(sql`on_sale`),
    index('product_stock_levels_updated_idx')
      .on(t.updatedAt, t.productId)
      .where(sql`on_sale`),
  ],
);
