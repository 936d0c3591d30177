/**
 * The customer reviews section (storefront spec §2 'scrolled into view on load'; the footer's
 * Reviews link is /b2bpage#customer-section): the shop's testimonials, as the home page shows them
 * (no service lists reviews across products yet).
 */
import { StarRating } from '../../../components/ui/star-rating';
import { TESTIMONIALS } from '../../home';

export function B2bReviews() {
  return (
    <section
      id="customer-section"
      aria-labelledby="reviews-heading"
      className="scroll-mt-24 rounded-2xl bg-slate-50 p-4 sm:p-6"
    >
      <h2 id="reviews-heading" className="mb-4 text-lg font-bold text-slate-900">
        What our customers say
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.slice(0, 6).map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <StarRating stars={t.rating} />
              <blockquote className="flex-1 text-sm leading-6 text-slate-700">“{t.text}”</blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold text-slate-900">{t.name}</span>
                <span className="block text-slate-500">{t.title}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
