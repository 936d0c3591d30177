/**
 * The home page's scrolling brand strip (storefront spec §2 home item 10): the catalogue's brands
 * (POST /product/all-categories) as our own wordmarks, each linking to its products. The list is
 * drawn twice and slides by one copy's width, so it loops without a seam; it stops on hover and
 * focus, and stands still for visitors who prefer reduced motion (then it scrolls by hand).
 */
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCategories } from '../api/get-categories';
import { BrandWordmark } from './brand-wordmark';

export function BrandStrip() {
  const categories = useCategories();
  const brands = categories.data?.brands ?? [];
  if (brands.length === 0) return <div className="h-20" />;
  const copy = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center gap-10 pr-10">
      {brands.map((brand) => (
        <li key={brand._id} className="shrink-0">
          <Link
            to={paths.products({ brand: brand.name })}
            tabIndex={hidden ? -1 : undefined}
            className="block opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 focus-visible:opacity-100"
          >
            <BrandWordmark name={brand.name} />
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="brands-heading" className="rounded-2xl border border-slate-200 bg-white py-5">
      <h2 id="brands-heading" className="mb-3 px-5 text-xl font-bold text-slate-900">
        Brands we stock
      </h2>
      <div className="group overflow-x-auto motion-safe:overflow-hidden">
        <div className="flex w-max motion-safe:animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]">
          {copy(false)}
          {copy(true)}
        </div>
      </div>
    </section>
  );
}
