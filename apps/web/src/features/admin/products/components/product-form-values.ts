/**
 * The product form's values as the inputs hold them (text), made from a product for editing, and
 * turned into the multipart body the server reads (admin spec §5: only specification sections with
 * a title and rows with key and value, and only complete quantity discounts, are sent).
 */
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { DEFAULT_COUNTRY_OF_ORIGIN } from '@shop/domain/catalog/origin.rules';
import type { DiscountRow } from './quantity-discounts-editor';
import { emptySection, type SpecSection } from './spec-sections-editor';

export const TEXT_FIELDS = [
  'product_name',
  'SKU',
  'category_id',
  'category_name',
  'sub_category_id',
  'sub_category_name',
  'sub_sub_category_name',
  'brand_id',
  'product_type',
  'model',
  'product_colour',
  'non_discounted_price',
  'discounted_single_product_price',
  'discount',
  'gst_rate',
  'hsn_code',
  'multiple_quantity_price_5_10',
  'multiple_quantity_price_10_20',
  'multiple_quantity_price_20_50',
  'multiple_quantity_price_50_100',
  'multiple_quantity_price_100_plus',
  'no_of_product_instock',
  'product_feature',
  'product_overview',
  'product_description',
  'product_caution',
  'package_include',
  'product_warranty',
  'warranty_months',
  'extended_warranty_months',
  'extended_warranty_price',
  'country_of_origin',
  'importer_details',
  'product_time',
  'product_dimension_height',
  'product_dimension_length_breadth',
  'product_dimension_weight',
  'no_of_reviews',
  'review_stars',
  'product_video_link',
  'product_manual_link',
  'product_tags',
  'coupon',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export interface ProductFormValues {
  text: Record<TextField, string>;
  inStock: boolean;
  sections: SpecSection[];
  discounts: DiscountRow[];
  kept: string[];
  added: File[];
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function valuesOf(p?: AdminProduct): ProductFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>;
  if (!p)
    return {
      text: {
        ...text,
        gst_rate: '18',
        no_of_product_instock: '0',
        warranty_months: '0',
        extended_warranty_months: '0',
        extended_warranty_price: '0',
        country_of_origin: DEFAULT_COUNTRY_OF_ORIGIN,
      },
      inStock: true,
      sections: [emptySection()],
      discounts: [],
      kept: [],
      added: [],
    };
  const record = p as unknown as Record<string, unknown>;
  for (const f of TEXT_FIELDS) text[f] = str(record[f]);
  text.category_name = p.category_name;
  text.product_overview = p.product_overview.join('\n');
  text.product_tags = p.product_tags.join(', ');
  text.gst_rate = str(p.gst_rate);
  return {
    text,
    inStock: p.product_instock,
    sections: p.specifications.length > 0 ? p.specifications : [emptySection()],
    discounts: p.quantity_discounts.map((d) => ({
      title: d.title,
      min_quantity: str(d.min_quantity),
      max_quantity: str(d.max_quantity),
      discount_percentage: str(d.discount_percentage),
    })),
    kept: p.product_image_urls,
    added: [],
  };
}

/** The fields as the server's schema reads them (blank text left out). */
export function fieldsOf(v: ProductFormValues, editing: boolean): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) if (v.text[f].trim() !== '' || (editing && f !== 'brand_id')) fields[f] = v.text[f];
  fields.product_instock = String(v.inStock);
  fields.specifications = v.sections
    .map((s) => ({ title: s.title.trim(), data: s.data.filter((d) => d.key.trim() && d.value.trim()) }))
    .filter((s) => s.title && s.data.length > 0);
  fields.quantity_discounts = v.discounts.filter(
    (d) => d.title.trim() && d.min_quantity && d.max_quantity && d.discount_percentage,
  );
  if (editing) fields.existing_images = v.kept;
  return fields;
}

/** The multipart body: lists as JSON text, pictures under `images` (the first is the main one). */
export function formDataOf(fields: Record<string, unknown>, added: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  for (const file of added) form.append('images', file, file.name);
  return form;
}
