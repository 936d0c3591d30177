/**
 * The product as the API shows it (storefront spec §3, shopper spec §3): the spec's field names,
 * rupees as numbers with two decimals at most. Built from a row joined with its category,
 * subcategory and brand names.
 */
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import type { ProductDetail, ProductSummary } from '@shop/domain/catalog/product.responses';
import { discountPercent } from '@shop/domain/catalog/discount.rules';
import { stockLabel } from '@shop/domain/catalog/stock-label.rules';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import { withGst } from '@shop/domain/tax/gst.rules';
import { EXTENDED_WARRANTY_GST_RATE_BP, extendedWarrantyOffer } from '@shop/domain/catalog/warranty.rules';
import { isImported } from '@shop/domain/catalog/origin.rules';
import type { ProductRow } from './catalog.repository';

/** The columns a card is built from (the listing reads only these). */
export type ProductCardSource = Pick<
  ProductRow,
  | 'id'
  | 'sku'
  | 'productName'
  | 'categoryName'
  | 'subCategoryName'
  | 'brandName'
  | 'imageMain'
  | 'imagesSub'
  | 'mrpPaise'
  | 'pricePaise'
  | 'gstRateBp'
  | 'reviewStars'
  | 'noOfReviews'
  | 'inStock'
  | 'stock'
  | 'featured'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * A card without `deliveryType`: what is stored per product row version (product_pages), since
 * the delivery promise follows the store settings, not the product, and must change at once.
 */
export type StoredCard = Omit<ProductSummary, 'deliveryType'>;
/** The product page's detail shape without `deliveryType` (and `sold_last_24h`), as stored. */
export type StoredDetail = Omit<ProductDetail, 'deliveryType'>;

/** Fields a product card needs: the listing shape; `deliveryType` is the store's delivery promise (deliveryTypeOf). */
export function toProductSummary(row: ProductCardSource, deliveryType: string): ProductSummary {
  return { ...toStoredCard(row), deliveryType };
}

/** The card's fields but the delivery promise, in the order the API sends them. */
export function toStoredCard(row: ProductCardSource): StoredCard {
  const available = row.inStock && row.stock > 0;
  return {
    _id: row.id,
    SKU: row.sku,
    product_name: row.productName,
    category_name: row.categoryName,
    category: row.categoryName,
    sub_category_name: row.subCategoryName ?? '',
    brand: row.brandName ?? '',
    brand_name: row.brandName ?? '',
    product_image_main: row.imageMain,
    product_image_sub: row.imagesSub,
    non_discounted_price: paiseToRupees(row.mrpPaise),
    discounted_single_product_price: paiseToRupees(row.pricePaise),
    discounted_price_with_gst: paiseToRupees(withGst(row.pricePaise, row.gstRateBp)),
    discount: discountPercent(row.mrpPaise, row.pricePaise, row.gstRateBp),
    review_stars: Math.round(row.reviewStars * 10) / 10,
    no_of_reviews: row.noOfReviews,
    product_instock: available,
    no_of_product_instock: row.stock,
    stock_status: stockLabel(row.stock, row.inStock),
    featured: row.featured,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** Everything the product page shows: the detail shape; `deliveryType` as for toProductSummary. */
export function toProductDetail(row: ProductRow, deliveryType: string): ProductDetail {
  return { ...toStoredDetail(row), deliveryType };
}

/** The detail shape but the delivery promise: the product page document stored per row version. */
export function toStoredDetail(row: ProductRow): StoredDetail {
  return {
    ...toStoredCard(row),
    hsn_code: row.hsnCode,
    gst_rate: row.gstRateBp / 100,
    product_overview: row.overview,
    product_description: row.description,
    product_specification: row.specifications,
    product_tags: row.tags,
    // As staff entered them, in cm and kg; null when never entered (the courier's defaults are not the product's).
    product_dimension_length_breadth:
      row.lengthMm !== null && row.breadthMm !== null ? `${row.lengthMm / 10}*${row.breadthMm / 10}` : null,
    product_dimension_height: row.heightMm === null ? null : row.heightMm / 10,
    product_dimension_weight: row.weightGrams === null ? null : row.weightGrams / 1000,
    multiple_quantity_price_5_10: rupeesOrNull(row.bulkPrice5To10Paise),
    multiple_quantity_price_10_20: rupeesOrNull(row.bulkPrice10To20Paise),
    multiple_quantity_price_20_50: rupeesOrNull(row.bulkPrice20To50Paise),
    multiple_quantity_price_50_100: rupeesOrNull(row.bulkPrice50To100Paise),
    multiple_quantity_price_100_plus: rupeesOrNull(row.bulkPrice100PlusPaise),
    extended_warranty_offer: offerOf(row),
    country_of_origin: row.countryOfOrigin,
    importer_details: isImported(row.countryOfOrigin) ? row.importerDetails : '',
  };
}

/** The product's extended warranty offer in rupees, or null (decision 039). */
function offerOf(row: ProductRow): ProductDetail['extended_warranty_offer'] {
  const offer = extendedWarrantyOffer(row);
  return offer
    ? {
        months: offer.months,
        price: paiseToRupees(offer.unitPricePaise),
        price_with_gst: paiseToRupees(withGst(offer.unitPricePaise, EXTENDED_WARRANTY_GST_RATE_BP)),
      }
    : null;
}

/** The product as the back office shows it (admin spec §3): every field of the entity, all pictures, whether archived. */
export function toAdminProduct(row: ProductRow): AdminProduct {
  const d = row.details;
  return {
    ...toStoredDetail(row),
    category_id: row.categoryId,
    sub_category_id: row.subCategoryId,
    brand_id: row.brandId,
    sub_sub_category_name: d.sub_sub_category_name ?? '',
    product_type: d.product_type ?? '',
    model: d.model ?? '',
    product_feature: d.product_feature ?? '',
    product_caution: d.product_caution ?? '',
    product_warranty: d.product_warranty ?? '',
    warranty_months: row.warrantyMonths,
    importer_details: row.importerDetails,
    extended_warranty_months: row.extendedWarrantyMonths,
    extended_warranty_price: paiseToRupees(row.extendedWarrantyPricePaise),
    product_time: d.product_time ?? '',
    product_colour: d.product_colour ?? '',
    product_video_link: d.product_video_link ?? '',
    product_manual_link: d.product_manual_link ?? '',
    package_include: d.package_include ?? '',
    coupon: d.coupon ?? '',
    quantity_discounts: d.quantity_discounts ?? [],
    specifications: row.specifications,
    product_image_urls: [row.imageMain, ...row.imagesSub].filter(Boolean),
    archived: row.archivedAt !== null,
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
}
