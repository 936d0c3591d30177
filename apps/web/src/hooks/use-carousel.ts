/**
 * A carousel on a viewport element, by Embla (embla-carousel, vanilla), loaded only when a
 * carousel mounts so the library never weighs on a page without one. The markup is ours and
 * renders before Embla arrives (first slide in place, nothing shifts); Embla then drives it.
 *
 * `autoplayMs` rotates the slides (embla-carousel-autoplay) unless the visitor prefers reduced
 * motion; the returned `pause`/`resume` let a section stop it while hovered or focused.
 * The library loads once the carousel is in view (NEAR_VIEWPORT: a carousel further down needs
 * none until the visitor scrolls to it), and then `deferMs` later (a slideshow in view needs none
 * until its first turn), unless `wake()` is called first (the pointer or focus arrives).
 */
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCameNear } from './use-came-near';
// Types only: adds `autoplay` to the carousel's plugins() type.
import type {} from 'embla-carousel-autoplay';

export interface Carousel {
  /** Ref callback for the viewport element (overflow hidden; its first child is the slide track). */
  viewportRef: (node: HTMLElement | null) => void;
  api: EmblaCarouselType | undefined;
  /** Show page `index`; asked before the library arrives, it is shown as soon as it does. */
  scrollTo: (index: number) => void;
  /** Load the library now rather than after `deferMs`. */
  wake: () => void;
  /** Stop / restart the automatic rotation (no-ops without autoplay). */
  pause: () => void;
  resume: () => void;
}

/**
 * How close (CSS margin) to the visible part of the page a carousel starts its countdown to
 * loading: none, so a slideshow turns only once someone can see it (its sections below already
 * mount their code when they come within 300 px, LazySection).
 */
const NEAR_VIEWPORT = '0px';

/** Whether the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export function useCarousel(options: EmblaOptionsType, autoplayMs?: number, deferMs = 0): Carousel {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [woken, setWoken] = useState(false);
  // Watched until the carousel comes on screen or is woken first.
  const near = useCameNear(woken ? null : node, NEAR_VIEWPORT);
  const awake = woken || (near && deferMs === 0);
  const wake = useCallback(() => setWoken(true), []);
  const pending = useRef<number | undefined>(undefined);
  // Options are fixed per carousel: read once, so a new object each render does not rebuild it.
  const optionsRef = useRef(options);

  useEffect(() => {
    if (awake || !near) return;
    const timer = setTimeout(() => setWoken(true), deferMs);
    return () => clearTimeout(timer);
  }, [awake, near, deferMs]);

  useEffect(() => {
    if (!node || !awake) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    const rotate = autoplayMs !== undefined && !prefersReducedMotion();
    void Promise.all([import('embla-carousel'), rotate ? import('embla-carousel-autoplay') : undefined]).then(
      ([embla, autoplay]) => {
        if (cancelled) return;
        const plugins = autoplay ? [autoplay.default({ delay: autoplayMs, stopOnInteraction: false })] : [];
        carousel = embla.default(node, optionsRef.current, plugins);
        if (pending.current !== undefined) carousel.scrollTo(pending.current, true);
        setApi(carousel);
      },
    );
    return () => {
      cancelled = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [node, autoplayMs, awake]);

  const scrollTo = useCallback(
    (index: number) => {
      if (api) return api.scrollTo(index);
      pending.current = index;
      setWoken(true);
    },
    [api],
  );
  const pause = useCallback(() => api?.plugins().autoplay?.stop(), [api]);
  const resume = useCallback(() => api?.plugins().autoplay?.play(), [api]);
  return { viewportRef: setNode, api, scrollTo, wake, pause, resume };
}

/** The carousel's pages (scroll snaps), the one shown, and whether it can move each way. */
export function useCarouselState(api: EmblaCarouselType | undefined, fallbackPages = 1) {
  const [state, setState] = useState({ pages: fallbackPages, selected: 0, canPrev: false, canNext: fallbackPages > 1 });
  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState({
        pages: api.scrollSnapList().length,
        selected: api.selectedScrollSnap(),
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return state;
}
