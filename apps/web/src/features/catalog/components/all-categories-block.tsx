/**
 * The all-categories block of /subcategory (storefront spec §2 "Subcategory pages"): every
 * category from POST /product/all-categories as a card with its product count, its first
 * subcategories as links to their listings, and a link to its page of subcategory tiles.
 */
import { Link } from 'react-router';
import type { Category } from '@shop/domain/catalog/product.responses';
import { paths } from '../../../config/paths';
import { CategoryIcon } from './category-icon';

/** Subcategory links a card shows; the category's page has them all. */
const SUBCATEGORIES_SHOWN = 4;

const count = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

function CategoryCard({ category }: { category: Category }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CategoryIcon slug={category.slug} className="size-7" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{category.name}</h3>
          <p className="text-xs text-slate-500">{count(category.product_count)}</p>
        </div>
      </div>
      {category.subcategories.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`${category.name} subcategories`}>
          {category.subcategories.slice(0, SUBCATEGORIES_SHOWN).map((sub) => (
            <li key={sub._id}>
              <Link
                to={paths.allProducts({ category: category.name, subcategory: sub.name.toLowerCase() })}
                className="inline-block rounded-full border border-slate-200 px-2.5 py-1 text-xs text-slate-700 hover:border-brand-500 hover:text-brand-700"
              >
                {sub.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.subcategories(category.name)}
        className="mt-auto pt-3 text-sm font-semibold text-brand-700 hover:underline"
      >
        All {category.name} <span aria-hidden="true">→</span>
      </Link>
    </li>
  );
}

export function AllCategoriesBlock({ categories }: { categories: Category[] }) {
  return (
    <section aria-labelledby="all-categories-heading">
      <h2 id="all-categories-heading" className="mb-4 text-xl font-bold text-slate-900">
        Browse by category
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <CategoryCard key={category._id} category={category} />
        ))}
      </ul>
    </section>
  );
}
