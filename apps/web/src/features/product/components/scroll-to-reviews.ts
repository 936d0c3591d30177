/** The product page's scroll-to-reviews action (storefront spec §5): brings the reviews section into view and focus. */

export const REVIEWS_SECTION_ID = 'reviews';
export const REVIEWS_HEADING_ID = 'reviews-heading';

/** How long focus waits for the reviews to load after the scroll (they load as they come near), in ms. */
const HEADING_WAIT_MS = 5_000;

const focusHeading = (): boolean => {
  const heading = document.getElementById(REVIEWS_HEADING_ID);
  heading?.focus({ preventScroll: true });
  return Boolean(heading);
};

/**
 * Scrolls to the reviews (smoothly unless the visitor asked for reduced motion) and moves focus to
 * their heading, once it is there: the section loads when it comes near the screen (LazySection).
 */
export function scrollToReviews(): void {
  const section = document.getElementById(REVIEWS_SECTION_ID);
  if (!section) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  if (focusHeading()) return;
  const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
}
