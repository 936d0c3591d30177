/**
 * The reels strip (storefront spec §2 home item 8): 11 short clips, 1 per page under 640 px, 2
 * under 1024 px, otherwise 4 (Embla, a page per scroll), with previous/next arrows and page dots.
 * Only one reel has its sound on at a time.
 */
import { useState } from 'react';
import { CarouselArrows, CarouselDots } from '../../../components/carousel/carousel-controls';
import { useCarousel, useCarouselState } from '../../../hooks/use-carousel';
import { ReelVideo } from './reel-video';
import { REELS } from './reels-data';

export function ReelsStrip() {
  const { viewportRef, api } = useCarousel({ align: 'start', slidesToScroll: 'auto' });
  const { pages, selected, canPrev, canNext } = useCarouselState(api);
  const [withSound, setWithSound] = useState<number | null>(null);
  return (
    <section
      aria-labelledby="reels-heading"
      aria-roledescription="carousel"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="reels-heading" className="text-xl font-bold text-slate-900">
          Made with our parts
        </h2>
        <CarouselArrows api={api} canPrev={canPrev} canNext={canNext} label="reels" />
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-3 flex">
          {REELS.map((reel, index) => (
            <li
              key={reel.title}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${REELS.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-3 min-[640px]:basis-1/2 min-[1024px]:basis-1/4"
            >
              <ReelVideo
                reel={reel}
                sound={withSound === index}
                onToggleSound={() => setWithSound((on) => (on === index ? null : index))}
              />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4">
        <CarouselDots api={api} pages={pages} selected={selected} label="reels page" />
      </div>
    </section>
  );
}
