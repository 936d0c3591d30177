/**
 * One brand's group on /shopbybrand: POST /product/list for the brand (4 per page), kept as only
 * what the group shows: the brand's count and each product's picture, name, prices and discount.
 * A server-rendered /shopbybrand carries every brand's group in its data (decision 030), so full
 * cards there would double the page's size for fields nothing reads.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ProductListData, ProductSummary } from '@shop/domain/catalog/product.responses';
import { getProducts, type ProductListRequest } from './get-products';

export type BrandCard = Pick<
  ProductSummary,
  | '_id'
  | 'product_name'
  | 'product_image_main'
  | 'discount'
  | 'discounted_price_with_gst'
  | 'discounted_single_product_price'
  | 'non_discounted_price'
>;

export interface BrandGroupData {
  productCount: number;
  productList: BrandCard[];
}

/** The group's part of a listing reply. */
export function brandGroupOf(data: ProductListData): BrandGroupData {
  return {
    productCount: data.productCount,
    productList: data.productList.map((p) => ({
      _id: p._id,
      product_name: p.product_name,
      product_image_main: p.product_image_main,
      discount: p.discount,
      discounted_price_with_gst: p.discounted_price_with_gst,
      discounted_single_product_price: p.discounted_single_product_price,
      non_discounted_price: p.non_discounted_price,
    })),
  };
}

export const brandGroupQueryOptions = (body: ProductListRequest) =>
  queryOptions({
    queryKey: ['products', 'brand-group', body],
    queryFn: async ({ signal }) => brandGroupOf(await getProducts(body, signal)),
  });
