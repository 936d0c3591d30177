/** The Latest Blogs block as the home page places it: its code and data load only when it comes near the viewport. */
import { lazy } from 'react';
import { LazySection } from '../../../components/ui/lazy-section';

const LatestBlogs = lazy(async () => ({ default: (await import('./latest-blogs')).LatestBlogs }));

export function LatestBlogsSection() {
  return (
    <LazySection label="Latest blogs" reserve="min-h-96">
      <LatestBlogs />
    </LazySection>
  );
}
