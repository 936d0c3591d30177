/**
 * Category landing page at /subcategories and /subcategory (storefront spec §2 "Subcategory
 * pages"): a side list of the categories and, for the chosen one, a tile per subcategory with a
 * product picture and its product count, each opening /allproducts?category=…&subcategory=….
 * The chosen category lives in the `category` query parameter, so a link restores it.
 */
import { Link, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from './category-icon';

export function SubcategoriesPage() {
  const { data, isPending, isError } = useCategories();
  const [params, setParams] = useSearchParams();
  const wanted = (params.get('category') ?? '').toLowerCase();
  const categories = data?.subcategories ?? [];
  const selected = categories.find((c) => c.name.toLowerCase() === wanted || c.slug === wanted) ?? categories[0];

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900" tabIndex={-1}>
        Shop by Category
      </h1>
      {isPending ? (
        <CenteredSpinner className="py-20" label="Loading categories..." />
      ) : isError ? (
        <p className="py-10 text-center font-medium text-red-600">Failed to load categories. Please try again later.</p>
      ) : !selected ? (
        <p className="py-10 text-center text-slate-600">No categories yet.</p>
      ) : (
        <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr]">
          <nav aria-label="Categories" className="min-w-0">
            <ul className="flex gap-2 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
              {categories.map((category) => {
                const current = category._id === selected._id;
                return (
                  <li key={category._id} className="shrink-0">
                    <button
                      type="button"
                      aria-current={current ? 'true' : undefined}
                      onClick={() => setParams({ category: category.name })}
                      className={`flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm font-medium transition ${current ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 bg-white text-slate-700 hover:border-brand-400'}`}
                    >
                      <CategoryIcon slug={category.slug} className="size-5 shrink-0" />
                      <span className="whitespace-nowrap">{category.name}</span>
                      <span className="ml-auto pl-2 text-xs text-slate-500">{category.product_count}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section aria-labelledby="subcategories-heading" className="min-w-0">
            <h2 id="subcategories-heading" className="mb-3 text-lg font-semibold text-slate-900">
              {selected.name}
            </h2>
            {selected.subcategories.length === 0 ? (
              <p className="text-slate-600">
                No subcategories here yet.{' '}
                <Link
                  to={paths.allProducts({ category: selected.name })}
                  className="font-medium text-brand-700 underline"
                >
                  See all {selected.name} products
                </Link>
              </p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {selected.subcategories.map((sub) => (
                  <li key={sub._id}>
                    <Link
                      to={paths.allProducts({ category: selected.name, subcategory: sub.name.toLowerCase() })}
                      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-500 hover:shadow-md"
                    >
                      <span className="flex aspect-square items-center justify-center bg-white p-3">
                        {sub.image ? (
                          <img
                            src={sub.image}
                            alt=""
                            loading="lazy"
                            width={240}
                            height={240}
                            className="size-full object-contain transition group-hover:scale-105"
                          />
                        ) : (
                          <CategoryIcon slug={selected.slug} className="size-16 text-brand-600" />
                        )}
                      </span>
                      <span className="border-t border-slate-100 p-3">
                        <span className="block text-sm font-semibold text-slate-900">{sub.name}</span>
                        <span className="block text-xs text-slate-600">
                          {sub.product_count} {sub.product_count === 1 ? 'product' : 'products'}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
