/** The promotional banner for the new single-board computer (storefront spec §2 home item 2; §9 from ₹399). */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatRupees } from '../../../lib/format';

const STARTING_PRICE_RUPEES = 399;

export function PromoBanner() {
  return (
    <section
      aria-labelledby="promo-heading"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-6 py-10 text-white shadow-sm sm:px-10 sm:py-12"
    >
      <div aria-hidden="true" className="absolute -right-10 -top-16 size-64 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-24 right-24 size-72 rounded-full bg-accent-500/20" />
      <svg
        aria-hidden="true"
        viewBox="0 0 120 80"
        className="absolute right-6 top-1/2 hidden h-40 -translate-y-1/2 text-white/80 md:block lg:right-16 lg:h-48"
      >
        <rect x="4" y="4" width="112" height="72" rx="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <rect
          x="44"
          y="24"
          width="30"
          height="30"
          rx="2"
          fill="currentColor"
          fillOpacity="0.2"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M12 10h80" stroke="currentColor" strokeWidth="5" strokeDasharray="3 3" />
        <rect x="88" y="44" width="22" height="26" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="12" y="50" width="20" height="18" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <div className="relative max-w-lg">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-500">Be the first to own</p>
        <h2 id="promo-heading" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
          Model 5
        </h2>
        <p className="mt-3 text-lg text-brand-50">
          From <span className="text-2xl font-bold text-white">{formatRupees(STARTING_PRICE_RUPEES)}</span>
        </p>
        <Link to={paths.products()} className={buttonClasses('accent', 'lg', 'mt-6')}>
          Discover Now
        </Link>
      </div>
    </section>
  );
}
