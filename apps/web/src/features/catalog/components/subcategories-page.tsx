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
import { CategoryNav } from './category-nav';
import { SubcategoryTile } from './subcategory-tile';

/** The page; the chosen category is ?category= (its name or slug), else the first. */
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
          <CategoryNav
            categories={categories}
            selectedId={selected._id}
            onSelect={(name) => setParams({ category: name })}
          />
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
                  <SubcategoryTile key={sub._id} category={selected} subcategory={sub} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
