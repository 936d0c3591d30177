/**
 * The hero slideshow (storefront spec §2 home item 4, §9): slides rotate every 2 s (Embla
 * autoplay), pause while the pointer is over the hero or focus is inside it, and stay put for
 * visitors who prefer reduced motion; dots move by hand. Shop Now goes to the listing. On large
 * screens the featured product card from the store settings stands beside it.
 *
 * Speed: the first slide's image loads eagerly with high priority (it can be the page's largest
 * paint); the others lazily. The slide box has a fixed aspect ratio, so nothing shifts. The
 * carousel code loads only when the first turn is due, or sooner when the pointer or focus arrives.
 */
import { useEffect, useRef, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { CarouselDots } from '../../../components/carousel/carousel-controls';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useCarousel, useCarouselState } from '../../../hooks/use-carousel';
import { FeaturedProductCard } from './featured-product-card';
import { HERO_ROTATION_MS, HERO_SLIDES } from './hero-slides';

export function HeroSlideshow() {
  const { viewportRef, api, scrollTo, wake, pause, resume } = useCarousel(
    { loop: true },
    HERO_ROTATION_MS,
    HERO_ROTATION_MS,
  );
  const { selected } = useCarouselState(api, HERO_SLIDES.length);
  const hovered = useRef(false);
  const focused = useRef(false);
  // The carousel may arrive while the pointer or focus is already inside: it starts paused then.
  useEffect(() => {
    if (api && (hovered.current || focused.current)) pause();
  }, [api, pause]);
  const maybeResume = () => !hovered.current && !focused.current && resume();
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    maybeResume();
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <section
        aria-roledescription="carousel"
        aria-label="Highlights"
        className="relative overflow-hidden rounded-2xl bg-brand-800 shadow-sm lg:min-h-[25rem]"
        onPointerEnter={wake}
        onMouseEnter={() => ((hovered.current = true), pause())}
        onMouseLeave={() => ((hovered.current = false), maybeResume())}
        onFocus={() => ((focused.current = true), wake(), pause())}
        onBlur={onBlur}
      >
        <div ref={viewportRef} className="overflow-hidden lg:h-full">
          <ul className="flex lg:h-full">
            {HERO_SLIDES.map((slide, index) => (
              <li
                key={slide.title}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
                aria-hidden={index !== selected}
                className="relative aspect-[4/3] min-w-0 shrink-0 grow-0 basis-full sm:aspect-[12/5] lg:aspect-auto lg:h-full"
              >
                <img
                  src={slide.image}
                  alt=""
                  width={1200}
                  height={500}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  className="absolute inset-0 size-full object-cover object-right"
                />
                <div className="relative flex h-full max-w-md flex-col justify-center gap-2 bg-gradient-to-r from-slate-950/70 to-transparent p-6 pb-16 text-white sm:p-10">
                  <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent-500">{slide.eyebrow}</p>
                  <h2 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{slide.title}</h2>
                  <p className="text-sm text-slate-100 sm:text-base">{slide.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-4 p-4 sm:px-10">
          <Link to={paths.products()} className={buttonClasses('accent', 'md')}>
            Shop Now
          </Link>
          <CarouselDots
            api={api}
            pages={HERO_SLIDES.length}
            selected={selected}
            label="slide"
            tone="light"
            scrollTo={scrollTo}
          />
        </div>
      </section>
      <FeaturedProductCard />
    </div>
  );
}
