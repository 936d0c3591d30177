/**
 * Customer feedback (storefront spec §2 home item 9): the seven testimonials in a carousel with
 * the element id customer-feedback-section, moving on every 4 s (not for reduced motion; paused
 * while hovered or focused), 1 per slide under 768 px and 3 otherwise, with dots.
 */
import { StarRating } from '../../../components/ui/star-rating';
import { CarouselDots } from '../../../components/carousel/carousel-controls';
import { useCarousel, useCarouselState } from '../../../hooks/use-carousel';
import { TESTIMONIAL_ROTATION_MS, TESTIMONIALS } from './testimonials-data';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function Testimonials() {
  const { viewportRef, api, pause, resume } = useCarousel(
    { loop: true, align: 'start', slidesToScroll: 'auto' },
    TESTIMONIAL_ROTATION_MS,
  );
  const { pages, selected } = useCarouselState(api);
  return (
    <section
      id="customer-feedback-section"
      aria-labelledby="feedback-heading"
      aria-roledescription="carousel"
      className="rounded-2xl bg-brand-50 p-4 sm:p-6"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && resume()}
    >
      <h2 id="feedback-heading" className="mb-4 text-xl font-bold text-slate-900">
        What our customers say
      </h2>
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-4 flex">
          {TESTIMONIALS.map((t, index) => (
            <li
              key={t.name}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/3"
            >
              <figure className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <StarRating stars={t.rating} />
                <blockquote className="flex-1 text-sm leading-6 text-slate-700">“{t.text}”</blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {initials(t.name)}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">{t.name}</span>
                    <span className="block text-xs text-slate-600">{t.title}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4">
        <CarouselDots api={api} pages={pages} selected={selected} label="testimonials page" />
      </div>
    </section>
  );
}
