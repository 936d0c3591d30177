/**
 * The Product entity as staff enter it (admin spec §3, §5; issue 9): the fields of Add Product
 * (POST /product/add-product) and the Edit Product modal (POST /product/{id}/update/v2), in rupees
 * and the spec's names. Both calls are multipart, so every value may arrive as text: numbers and
 * booleans are read from text here, lists arrive as JSON text and are parsed by the server before
 * this schema runs, tags may be one comma-separated text. The same schema checks the browser's form.
 * Money rules that need two fields (price with GST not above the MRP) are the server's
 * (pricing/mrp.rules.ts mrpRuleProblem).
 */
import { z } from 'zod';
import { text, idText } from '../validation/text.schemas';
import { MAX_STOCK_UNITS } from './product.schemas';
import { MAX_EXTENDED_WARRANTY_MONTHS, MAX_WARRANTY_MONTHS } from './warranty.rules';
import { MAX_COUNTRY_LENGTH, MAX_IMPORTER_LENGTH } from './origin.rules';

/** Highest price a product takes, in rupees (₹1 crore). */
export const MAX_PRODUCT_PRICE_RUPEES = 1_00_00_000;
export const MAX_TAGS = 30;
export const MAX_SPEC_GROUPS = 20;
export const MAX_SPEC_ROWS = 50;
export const MAX_QUANTITY_DISCOUNTS = 10;
/** GST rates a product may carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const textToNumber = (value: unknown) => (typeof value === 'string' ? Number(value.trim()) : value);

/** A number from a number or its text; '' counts as not given. */
function numberSchema(label: string, min: number, max: number, int: boolean) {
  const bounded = z
    .number({ error: `${label} must be a number` })
    .min(min, { error: min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max.toLocaleString('en-IN')}` });
  return int ? bounded.int({ error: `${label} must be a whole number` }) : bounded;
}

/** A required number. */
function numberField(label: string, min: number, max: number, options: { int?: boolean } = {}) {
  return z.preprocess((v) => textToNumber(blankToUndefined(v)), numberSchema(label, min, max, options.int ?? false));
}

/** A number whose blank leaves the field as it is. */
function optionalNumber(label: string, min: number, max: number, options: { int?: boolean } = {}) {
  return z.preprocess(
    (v) => textToNumber(blankToUndefined(v)),
    numberSchema(label, min, max, options.int ?? false).optional(),
  );
}

/** A number whose blank clears the field (null): the bulk prices. */
function clearableNumber(label: string, min: number, max: number) {
  return z
    .preprocess(
      (v) => (blankToUndefined(v) === undefined ? null : textToNumber(v)),
      numberSchema(label, min, max, false).nullable(),
    )
    .optional();
}

const booleanField = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'Must be true or false' }),
);

const optionalText = (max: number) => z.preprocess(blankToUndefined, text({ max }).trim().optional());
const required = (label: string, max: number) =>
  text({ max, error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` });

/** A web address (http or https), for the video and manual links (admin spec §5: URL-typed). */
function linkField(label: string) {
  return z.preprocess(
    blankToUndefined,
    text({ max: 500 })
      .trim()
      .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
        error: `${label} must be a web address starting with http:// or https://`,
      })
      .optional(),
  );
}

/** Tags: a list, or one text entered comma-separated (admin spec §3); trimmed, blanks and repeats dropped. */
const tagsField = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z
    .array(text({ max: 50, tooLong: 'A tag must be at most 50 characters' }).trim())
    .transform((tags) => [...new Set(tags.filter(Boolean))])
    .refine((tags) => tags.length <= MAX_TAGS, { error: `At most ${MAX_TAGS} tags` }),
);

export const specificationGroup = z.strictObject({
  title: required('Specification title', 100),
  data: z
    .array(z.strictObject({ key: required('Specification key', 100), value: required('Specification value', 500) }))
    .min(1, { error: 'A specification section needs at least one row' })
    .max(MAX_SPEC_ROWS, { error: `At most ${MAX_SPEC_ROWS} rows in a specification section` }),
});

export const quantityDiscount = z
  .strictObject({
    title: required('Quantity discount title', 100),
    min_quantity: numberField('Minimum quantity', 1, MAX_STOCK_UNITS, { int: true }),
    max_quantity: numberField('Maximum quantity', 1, MAX_STOCK_UNITS, { int: true }),
    discount_percentage: numberField('Discount percentage', 0, 100),
  })
  .refine((d) => d.max_quantity >= d.min_quantity, {
    error: 'Maximum quantity must not be below the minimum quantity',
    path: ['max_quantity'],
  });

const price = (label: string) => numberField(label, 0, MAX_PRODUCT_PRICE_RUPEES);
const bulkPrice = (label: string) => clearableNumber(label, 0, MAX_PRODUCT_PRICE_RUPEES);

/** Every field of the form; the required ones are required only when adding (see productUpdateFields). */
const fields = {
  SKU: required('SKU', 64),
  product_name: required('Product name', 200),
  category_id: idText('Category ID is required'),
  category_name: required('Category name', 100),
  sub_category_id: idText('Sub category ID is required'),
  sub_category_name: optionalText(100),
  sub_sub_category_name: optionalText(100),
  brand_id: z.preprocess(blankToUndefined, idText().optional()),
  brand_name: optionalText(100),
  product_type: optionalText(100),
  model: optionalText(100),
  product_instock: booleanField.optional(),
  no_of_product_instock: optionalNumber('Stock', 0, MAX_STOCK_UNITS, { int: true }),
  product_feature: optionalText(2000),
  product_overview: optionalText(5000),
  product_description: optionalText(20_000),
  product_caution: optionalText(2000),
  product_warranty: optionalText(100),
  /** The warranty in whole months, 0 to 120 (domain catalog/warranty.rules.ts); product_warranty stays its description. */
  warranty_months: optionalNumber('Warranty (months)', 0, MAX_WARRANTY_MONTHS, { int: true }),
  /** Extended warranty offered per unit: months added, 0 = none, 1 to 60 (decision 039); its price must be above 0 when set (the server checks both together). */
  extended_warranty_months: optionalNumber('Extended warranty (months)', 0, MAX_EXTENDED_WARRANTY_MONTHS, {
    int: true,
  }),
  /** Extended warranty price per unit before GST, rupees (GST 18% on top: a service). */
  extended_warranty_price: optionalNumber('Extended warranty price', 0, MAX_PRODUCT_PRICE_RUPEES),
  /**
   * Where the product is made (blank keeps it; 'India' for a new product) and, when not India, the
   * importer's name and address, which the server requires then (catalog/origin.rules.ts).
   */
  country_of_origin: optionalText(MAX_COUNTRY_LENGTH),
  importer_details: text({
    max: MAX_IMPORTER_LENGTH,
    tooLong: `Importer details must be at most ${MAX_IMPORTER_LENGTH} characters`,
  })
    .trim()
    .optional(),
  product_time: optionalText(100),
  product_dimension_height: optionalNumber('Height', 0, 1000),
  product_dimension_length_breadth: z.preprocess(
    blankToUndefined,
    text({ max: 30 })
      .trim()
      .regex(/^\d+(\.\d+)?\s*[*x×]\s*\d+(\.\d+)?$/i, { error: 'Length × breadth must look like 10*5 (centimetres)' })
      .optional(),
  ),
  product_dimension_weight: optionalNumber('Weight', 0, 1000),
  non_discounted_price: price('MRP'),
  discounted_single_product_price: price('Price'),
  discount: optionalNumber('Discount', 0, 100),
  /** Sent by the spec's form; the server computes it from the price and GST and never stores this. */
  discounted_price_with_gst: optionalNumber('Price with GST', 0, MAX_PRODUCT_PRICE_RUPEES),
  gst_rate: z.preprocess(
    (v) => textToNumber(blankToUndefined(v)),
    z
      .union(GST_RATES.map((rate) => z.literal(rate)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]], {
        error: 'GST rate must be 0, 5, 12, 18 or 28',
      })
      .optional(),
  ),
  hsn_code: z.preprocess(
    blankToUndefined,
    text({ max: 8 })
      .trim()
      .regex(/^\d{4,8}$/, { error: 'HSN code must be 4 to 8 digits' })
      .optional(),
  ),
  quantity_discounts: z
    .array(quantityDiscount)
    .max(MAX_QUANTITY_DISCOUNTS, { error: `At most ${MAX_QUANTITY_DISCOUNTS} quantity discounts` })
    .optional(),
  multiple_quantity_price_5_10: bulkPrice('Price for 5–10'),
  multiple_quantity_price_10_20: bulkPrice('Price for 10–20'),
  multiple_quantity_price_20_50: bulkPrice('Price for 20–50'),
  multiple_quantity_price_50_100: bulkPrice('Price for 50–100'),
  multiple_quantity_price_100_plus: bulkPrice('Price for 100+'),
  no_of_reviews: optionalNumber('Number of reviews', 0, MAX_STOCK_UNITS, { int: true }),
  review_stars: optionalNumber('Review stars', 0, 5).refine(
    (v) => v === undefined || Math.abs(v * 10 - Math.round(v * 10)) < 1e-9,
    {
      error: 'Review stars go in steps of 0.1',
    },
  ),
  product_colour: optionalText(50),
  product_video_link: linkField('Video link'),
  product_manual_link: linkField('Manual link'),
  package_include: optionalText(2000),
  product_tags: tagsField.optional(),
  coupon: optionalText(50),
  featured: booleanField.optional(),
  specifications: z
    .array(specificationGroup)
    .max(MAX_SPEC_GROUPS, { error: `At most ${MAX_SPEC_GROUPS} specification sections` })
    .optional(),
};

/** Add Product's fields (images come as files beside them). */
export const productAddFields = z.strictObject(fields);
export type ProductAddFields = z.infer<typeof productAddFields>;

/**
 * The Edit Product modal's fields: any subset, plus `existing_images`, the uploaded pictures kept
 * in order (the first is the main one; new files follow them).
 */
export const productUpdateFields = z.strictObject({
  ...z.strictObject(fields).partial().shape,
  existing_images: z
    .array(text({ max: 500 }))
    .max(10, { error: 'At most 10 images can be uploaded.' })
    .optional(),
});
export type ProductUpdateFields = z.infer<typeof productUpdateFields>;

/** Form fields that arrive as JSON text in a multipart body. */
export const PRODUCT_JSON_FIELDS = [
  'specifications',
  'product_specification',
  'quantity_discounts',
  'existing_images',
  'product_tags',
] as const;

export const AT_LEAST_ONE_IMAGE = 'Please upload at least one image';

/** Product Management's page size (admin spec §9). */
export const ADMIN_PRODUCT_PAGE_SIZE = 8;
export const ADMIN_PRODUCT_SORTS = ['price', 'stock', 'name', 'category'] as const;

/** GET /product/allProduct: search, filter, order and page, all run on the server (issue 9). */
export const adminProductListQuery = z.strictObject({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(100_000)
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(100, { error: 'limit must be at most 100' })
    .default(ADMIN_PRODUCT_PAGE_SIZE),
  search: text({ max: 200 }).trim().optional(),
  category: text({ max: 100 }).trim().optional(),
  sort_by: z.enum(ADMIN_PRODUCT_SORTS).default('name'),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
  /** 'true': only products out of stock (the 'Show Out of Stock' box). */
  out_of_stock: z.enum(['true', 'false']).default('false'),
  /** 'archived': the deleted products, which can be restored. */
  status: z.enum(['active', 'archived']).default('active'),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;
