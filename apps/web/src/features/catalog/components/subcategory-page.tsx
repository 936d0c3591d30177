/**
 * /subcategory (storefront spec §2 "Subcategory pages"; issue 27 item 15): a hero banner, the
 * all-categories block, then the product listing with its filters, tabs and pages, kept in this
 * page's URL (/subcategory?category=Sensors&page=2). /subcategories is the other page: one
 * category's subcategory tiles.
 */
import { Link } from 'react-router';
import { PAGE_TITLES } from '@shop/domain/seo/page-titles.rules';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useCategories } from '../api/get-categories';
import { AllCategoriesBlock } from './all-categories-block';
import { ProductListing } from './product-listing';

function Hero({ categories, subcategories }: { categories?: number; subcategories?: number }) {
  return (
    <section
      aria-labelledby="subcategory-hero-heading"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-6 py-8 text-white shadow-sm sm:px-10 sm:py-10"
    >
      <div aria-hidden="true" className="absolute -right-12 -top-16 size-64 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-24 right-28 size-64 rounded-full bg-accent-500/20" />
      <div className="relative max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-500">Parts for every build</p>
        <h1
          id="subcategory-hero-heading"
          className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl"
          tabIndex={-1}
        >
          {PAGE_TITLES.allCategories}
        </h1>
        <p className="mt-3 text-brand-50">
          {categories !== undefined && subcategories !== undefined
            ? `${categories} categories and ${subcategories} subcategories of boards, sensors, motors and more, with GST invoice and delivery across India.`
            : 'Boards, sensors, motors and more, with GST invoice and delivery across India.'}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href="#all-products" className={buttonClasses('accent')}>
            Shop the parts
          </a>
          <Link
            to={paths.subcategories()}
            className="inline-flex h-10 items-center justify-center rounded-lg border border-white/70 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {PAGE_TITLES.subcategories}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function SubcategoryPage() {
  const { data, isPending, isError } = useCategories();
  const categories = data?.subcategories ?? [];
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6">
      <Hero
        categories={data ? categories.length : undefined}
        subcategories={data ? categories.flatMap((c) => c.subcategories).length : undefined}
      />
      {isPending ? (
        <p className="py-6 text-center text-slate-600">Loading categories...</p>
      ) : isError ? (
        <p className="py-6 text-center font-medium text-red-600">Failed to load categories. Please try again later.</p>
      ) : (
        <AllCategoriesBlock categories={categories} />
      )}
      <div id="all-products" className="scroll-mt-4">
        <ProductListing heading="All products" />
      </div>
    </div>
  );
}
