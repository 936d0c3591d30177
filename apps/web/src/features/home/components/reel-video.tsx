/**
 * One reel (storefront spec §2 home item 8): its video gets a source only when it comes near the
 * viewport (preload none until then, so the page's first paint pays nothing), plays muted while
 * more than half of it is visible and pauses when not. Clicking it turns its sound on at volume
 * 0.7 (the strip turns every other reel's off) or, once on, off again.
 */
import { useEffect, useRef, useState } from 'react';
import { REEL_VOLUME, type Reel } from './reels-data';

/** Whether `test` holds for the element's latest intersection; once true, a `sticky` answer stays true. */
function useIntersection(
  ref: React.RefObject<Element | null>,
  options: IntersectionObserverInit,
  test: (entry: IntersectionObserverEntry) => boolean,
  sticky = false,
) {
  const [hit, setHit] = useState(false);
  const testRef = useRef(test);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => entry && setHit((was) => (sticky && was) || testRef.current(entry)),
      options,
    );
    observer.observe(node);
    return () => observer.disconnect();
    // The options are constants of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, sticky]);
  return hit;
}

const NEAR = { rootMargin: '200px' };
const HALF = { threshold: [0, 0.5, 1] };

export function ReelVideo({ reel, sound, onToggleSound }: { reel: Reel; sound: boolean; onToggleSound: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const near = useIntersection(ref, NEAR, (entry) => entry.isIntersecting, true);
  const visible = useIntersection(ref, HALF, (entry) => entry.intersectionRatio > 0.5);
  const src = near ? reel.video : undefined;

  useEffect(() => {
    const video = ref.current;
    if (!video || !src) return;
    // A failed play (no data yet, a browser's autoplay rule) is ignored, as the spec says.
    if (visible) video.play().catch(() => undefined);
    else video.pause();
  }, [visible, src]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = !sound;
    if (sound) {
      video.volume = REEL_VOLUME;
      video.play().catch(() => undefined);
    }
  }, [sound]);

  return (
    <figure className="relative mx-auto max-w-72 overflow-hidden rounded-xl bg-slate-900 shadow-sm min-[640px]:max-w-none">
      <video
        ref={ref}
        src={src}
        poster={reel.poster}
        preload="none"
        muted
        loop
        playsInline
        onClick={onToggleSound}
        aria-label={reel.title}
        className="aspect-[9/16] w-full cursor-pointer object-cover"
      />
      <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 to-transparent p-3 pr-14 text-sm font-semibold text-white">
        {reel.title}
      </figcaption>
      <button
        type="button"
        onClick={onToggleSound}
        aria-pressed={sound}
        aria-label={`Sound: ${reel.title}`}
        className="absolute bottom-2 right-2 flex size-10 items-center justify-center rounded-full bg-slate-950/70 text-white transition hover:bg-slate-950"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M11 5 6 9H3v6h3l5 4z" fill="currentColor" />
          {sound ? <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" /> : <path d="m16 9 6 6M22 9l-6 6" />}
        </svg>
      </button>
    </figure>
  );
}
