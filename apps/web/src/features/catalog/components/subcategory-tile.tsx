/** One subcategory on the category landing page (storefront spec §2 "Subcategory pages"): a picture (or the category's icon) and its product count, linking to its products. */
import type { CategoriesData } from '@shop/domain/catalog/product.responses';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CategoryIcon } from './category-icon';

type Category = CategoriesData['subcategories'][number];

/** The tile for `subcategory` of `category`, a list item. */
export function SubcategoryTile({
  category,
  subcategory,
}: {
  category: Category;
  subcategory: Category['subcategories'][number];
}) {
  return (
    <li>
      <Link
        to={paths.allProducts({ category: category.name, subcategory: subcategory.name.toLowerCase() })}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-500 hover:shadow-md"
      >
        <span className="flex aspect-square items-center justify-center bg-white p-3">
          {subcategory.image ? (
            <img
              src={subcategory.image}
              alt=""
              loading="lazy"
              width={240}
              height={240}
              className="size-full object-contain transition group-hover:scale-105"
            />
          ) : (
            <CategoryIcon slug={category.slug} className="size-16 text-brand-600" />
          )}
        </span>
        <span className="border-t border-slate-100 p-3">
          <span className="block text-sm font-semibold text-slate-900">{subcategory.name}</span>
          <span className="block text-xs text-slate-600">
            {subcategory.product_count} {subcategory.product_count === 1 ? 'product' : 'products'}
          </span>
        </span>
      </Link>
    </li>
  );
}
