/** Dots and previous/next arrows for a carousel (hooks/use-carousel.ts). */
import type { EmblaCarouselType } from 'embla-carousel';

/** Past this many pages a dot row would not fit a phone: a "3 / 30" counter stands instead. */
const MAX_DOTS = 12;

/** One dot per page; the current one is marked with aria-current. `label` names the carousel ("Go to {label} 2"). */
export function CarouselDots({
  api,
  pages,
  selected,
  label,
  tone = 'dark',
  scrollTo = (index) => api?.scrollTo(index),
}: {
  api: EmblaCarouselType | undefined;
  pages: number;
  selected: number;
  label: string;
  tone?: 'dark' | 'light';
  /** How a dot moves the carousel; api.scrollTo by default. */
  scrollTo?: (index: number) => void;
}) {
  if (pages < 2) return null;
  if (pages > MAX_DOTS) {
    return (
      <p className="text-sm tabular-nums text-slate-600" aria-live="polite">
        {selected + 1} / {pages}
      </p>
    );
  }
  const idle = tone === 'light' ? 'bg-white/60 hover:bg-white' : 'bg-slate-300 hover:bg-slate-400';
  const active = tone === 'light' ? 'bg-white' : 'bg-brand-700';
  return (
    <div className="flex justify-center gap-1">
      {Array.from({ length: pages }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Go to ${label} ${index + 1}`}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => scrollTo(index)}
          className="flex size-6 items-center justify-center"
        >
          <span
            className={`block h-2 rounded-full transition-all ${index === selected ? `w-5 ${active}` : `w-2 ${idle}`}`}
          />
        </button>
      ))}
    </div>
  );
}

const arrowClass =
  'flex size-9 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm transition hover:border-brand-500 hover:text-brand-700 disabled:opacity-40';

/** Previous and next buttons; disabled at the ends of a carousel that does not loop. */
export function CarouselArrows({
  api,
  canPrev,
  canNext,
  label,
}: {
  api: EmblaCarouselType | undefined;
  canPrev: boolean;
  canNext: boolean;
  label: string;
}) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={arrowClass}
        aria-label={`Previous ${label}`}
        disabled={!canPrev}
        onClick={() => api?.scrollPrev()}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12.5 4.5 7 10l5.5 5.5" />
        </svg>
      </button>
      <button
        type="button"
        className={arrowClass}
        aria-label={`Next ${label}`}
        disabled={!canNext}
        onClick={() => api?.scrollNext()}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M7.5 4.5 13 10l-5.5 5.5" />
        </svg>
      </button>
    </div>
  );
}
