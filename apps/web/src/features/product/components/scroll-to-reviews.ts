/** The product page's scroll-to-reviews action (storefront spec §5): brings the reviews section into view and focus. */

export const REVIEWS_SECTION_ID = 'reviews';
export const REVIEWS_HEADING_ID = 'reviews-heading';

/** Scrolls to the reviews (smoothly unless the visitor asked for reduced motion) and moves focus to their heading. */
export function scrollToReviews(): void {
  const section = document.getElementById(REVIEWS_SECTION_ID);
  if (!section) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  document.getElementById(REVIEWS_HEADING_ID)?.focus({ preventScroll: true });
}
