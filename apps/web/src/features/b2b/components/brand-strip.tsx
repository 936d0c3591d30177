/**
 * The scrolling featured-brands strip (storefront spec §2): the catalogue's brands, each linking to
 * its products, moving slowly (still for reduced motion; the list is doubled so it loops), with the
 * home strip's marquee from index.css: the shop's CSP allows no inline style element.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../../lib/api-client';

export function BrandStrip() {
  const brands = useQuery({
    queryKey: ['catalog', 'categories'],
    queryFn: async () => (await api.call('POST /product/all-categories')).product,
    staleTime: 10 * 60_000,
  }).data?.brands;
  if (!brands || brands.length === 0) return null;
  const loop = [...brands, ...brands];
  return (
    <section
      aria-labelledby="brands-heading"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white py-5"
    >
      <h2 id="brands-heading" className="px-5 text-lg font-bold text-slate-900">
        Featured brands
      </h2>
      <div className="mt-4 overflow-hidden">
        <ul className="flex w-max gap-3 motion-safe:animate-marquee hover:[animation-play-state:paused]">
          {loop.map((brand, i) => (
            <li key={`${brand._id}-${i}`} aria-hidden={i >= brands.length ? true : undefined}>
              <Link
                to={`/allproducts?brand=${encodeURIComponent(brand.name)}`}
                tabIndex={i >= brands.length ? -1 : undefined}
                className="block whitespace-nowrap rounded-full border border-slate-200 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-500 hover:text-brand-700"
              >
                {brand.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
