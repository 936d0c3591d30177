/**
 * Replies of the back office's product calls (admin spec §3 Product, §7; issue 9): the product as
 * staff see it (every field of the entity, its pictures, whether it is archived), the Product
 * Management page and the picture upload.
 */
import { z } from 'zod';
import { productDetail } from './product.responses';

export const quantityDiscountShape = z.object({
  title: z.string(),
  min_quantity: z.number(),
  max_quantity: z.number(),
  discount_percentage: z.number(),
});

/** A product with every field of the entity (admin spec §3); `specifications` is the edit form's name for product_specification. */
export const adminProduct = productDetail.omit({ deliveryType: true }).extend({
  category_id: z.string(),
  sub_category_id: z.string().nullable(),
  brand_id: z.string().nullable(),
  sub_sub_category_name: z.string(),
  product_type: z.string(),
  model: z.string(),
  product_feature: z.string(),
  product_caution: z.string(),
  product_warranty: z.string(),
  /** The warranty in whole months, 0 = none (domain warrantyLabel shows it). */
  warranty_months: z.number().int(),
  /** Where it is made, and the importer's name and address when not India (catalog/origin.rules.ts). */
  country_of_origin: z.string(),
  importer_details: z.string(),
  /** Extended warranty offered per unit (decision 039): months added (0 = none) and its price before GST, rupees. */
  extended_warranty_months: z.number().int(),
  extended_warranty_price: z.number(),
  product_time: z.string(),
  product_colour: z.string(),
  product_video_link: z.string(),
  product_manual_link: z.string(),
  package_include: z.string(),
  coupon: z.string(),
  quantity_discounts: z.array(quantityDiscountShape),
  specifications: z.array(
    z.object({ title: z.string(), data: z.array(z.object({ key: z.string(), value: z.string() })) }),
  ),
  /** Every picture, the main one first. */
  product_image_urls: z.array(z.string()),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductData = z.object({ product: adminProduct });

/** GET /product/allProduct */
export const adminProductListData = z.object({
  products: z.array(adminProduct),
  /** The matches, counted up to 10,000 (then `totalCapped`: there are more). */
  totalCount: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Every category's name, for the category filter. */
  categories: z.array(z.string()),
});
export type AdminProductListData = z.infer<typeof adminProductListData>;

/** POST /product/upload-image: the full-size URL of each picture, and every variant. */
export const uploadedImagesData = z.object({
  urls: z.array(z.string()),
  images: z.array(
    z.object({
      url: z.string(),
      variants: z.array(
        z.object({
          name: z.string(),
          url: z.string(),
          width: z.number().int(),
          height: z.number().int(),
          bytes: z.number().int(),
        }),
      ),
    }),
  ),
});
