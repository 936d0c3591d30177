/**
 * The home page's six category tiles (storefront spec §2 home, item 1): name and subtitle from
 * POST /product/all-categories, each linking to the listing for that category. Their content is
 * top-aligned, so icons and names line up whatever the length of a subtitle.
 */
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from './category-icon';

const HEADING = (
  <h2 id="categories-heading" className="mb-4 text-xl font-bold text-slate-900">
    Shop by Category
  </h2>
);
const GRID = 'grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6';
/** One height for tiles and their placeholders, whatever the names' length: nothing below moves when they load. */
const TILE_HEIGHT = 'h-28 sm:h-44';

/** The tiles' place while they load, as tall as the tiles, so the sections below do not move (layout shift). */
function CategoryTilesSkeleton() {
  return (
    <section aria-labelledby="categories-heading" aria-busy="true">
      {HEADING}
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={`${TILE_HEIGHT} animate-pulse rounded-xl border border-slate-200 bg-white`} />
        ))}
      </ul>
    </section>
  );
}

export function CategoryTiles() {
  const { data, isPending, isError } = useCategories();
  if (isPending) return <CategoryTilesSkeleton />;
  if (isError)
    return (
      <p className="py-6 text-center font-medium text-red-600">Failed to load categories. Please try again later.</p>
    );
  return (
    <section aria-labelledby="categories-heading">
      {HEADING}
      <ul className={GRID}>
        {data.subcategories.slice(0, 6).map((category) => (
          <li key={category._id} className={TILE_HEIGHT}>
            <Link
              to={paths.products({ category: category.name })}
              className="group flex h-full flex-col items-center justify-start rounded-xl border border-slate-200 bg-white px-2 py-3 text-center sm:px-4 sm:pt-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
            >
              <span className="mb-2 flex size-12 items-center sm:mb-3 sm:size-16 justify-center rounded-full bg-brand-50 text-brand-700 transition group-hover:bg-brand-100">
                <CategoryIcon slug={category.slug} className="size-8 sm:size-10" />
              </span>
              <span className="text-xs font-semibold leading-tight text-slate-900 sm:text-sm">{category.name}</span>
              <span className="mt-0.5 hidden text-xs text-slate-500 sm:block">{category.subtitle}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
