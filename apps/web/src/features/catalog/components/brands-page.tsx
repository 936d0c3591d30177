/**
 * Shop By Brands at /shopbybrand (storefront spec §2): every brand the shop carries, each opening
 * the product listing filtered by that brand.
 */
import { Link } from 'react-router';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCategories } from '../api/get-categories';

export function BrandsPage() {
  const { data, isPending, isError } = useCategories();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">Shop By Brands</h1>
      <p className="mt-1 text-sm text-slate-600">Pick a brand to see all of its products.</p>
      {isPending ? (
        <CenteredSpinner className="py-20" label="Loading brands..." />
      ) : isError ? (
        <p className="py-10 text-center font-medium text-red-600">Failed to load brands. Please try again later.</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {data.brands.map((brand) => (
            <li key={brand._id}>
              <Link
                to={paths.products({ brand: brand.name })}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md"
              >
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                  {brand.name.slice(0, 2).toUpperCase()}
                </span>
                <span className="text-sm font-semibold text-slate-900">{brand.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
