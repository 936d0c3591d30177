/**
 * Related products (shopper spec §2 product detail): up to 8 from the same subcategory, then
 * topped up from the same category, never the product itself. Two listing calls (POST
 * /product/list with filters); the second only when the subcategory has too few.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ProductDetail, ProductSummary } from '@shop/domain/catalog/product.responses';

const MAX_RELATED = 8;

const list = (filters: { category_name: string; sub_category_name?: string }) =>
  api
    .call('POST /product/list', { body: { pageNum: 1, pageSize: MAX_RELATED + 1, filters } })
    .then((data) => data.productList);

/** Same subcategory first, then the category's others, without `product` and without repeats. */
async function findRelated(product: ProductDetail): Promise<ProductSummary[]> {
  const picked = new Map<string, ProductSummary>();
  const take = (rows: ProductSummary[]) =>
    rows.forEach((row) => row._id !== product._id && picked.size < MAX_RELATED && picked.set(row._id, row));
  if (product.sub_category_name)
    take(await list({ category_name: product.category_name, sub_category_name: product.sub_category_name }));
  if (picked.size < MAX_RELATED && product.category_name) take(await list({ category_name: product.category_name }));
  return [...picked.values()];
}

export function RelatedProducts({ product }: { product: ProductDetail }) {
  const related = useQuery({ queryKey: ['products', 'related', product._id], queryFn: () => findRelated(product) });
  if (!related.data?.length) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-8">
      <h2 id="related-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Related Products
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {related.data.map((item) => (
          <li
            key={item._id}
            className="rounded-xl border border-slate-200 bg-white p-3 transition-shadow hover:shadow-md"
          >
            <Link to={paths.product(item._id)} className="flex h-full flex-col gap-2">
              <img
                src={item.product_image_main}
                alt=""
                loading="lazy"
                width={160}
                height={160}
                className="mx-auto aspect-square w-full max-w-40 object-contain"
              />
              <span className="line-clamp-2 text-sm font-medium text-slate-800">{item.product_name}</span>
              <span className="mt-auto">
                <Price
                  withGst={item.discounted_price_with_gst}
                  beforeGst={item.discounted_single_product_price}
                  mrp={item.non_discounted_price}
                  discount={item.discount}
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
