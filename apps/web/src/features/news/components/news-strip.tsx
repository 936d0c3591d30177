/**
 * The home page's news strip (issue 30), loaded (code and data) only when it comes near the
 * viewport, like the home page's other sections below the hero.
 */
import { lazy } from 'react';
import { LazySection } from '../../../components/ui/lazy-section';

const NewsStripCards = lazy(async () => ({ default: (await import('./news-strip-cards')).NewsStripCards }));

export function NewsStrip() {
  return (
    <LazySection label="News and updates" reserve="min-h-24">
      <NewsStripCards />
    </LazySection>
  );
}
