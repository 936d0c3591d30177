/**
 * Bookmarked posts: the slugs kept in local storage under bookmarkedBlogs (storefront spec §3
 * browser storage, §4: the bookmark toggles the slug). A damaged entry reads as none.
 */
import { useCallback, useEffect, useState } from 'react';

const KEY = 'bookmarkedBlogs';

function readSlugs(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether `slug` is bookmarked, and the toggle that adds or removes it. */
export function useBookmark(slug: string): { bookmarked: boolean; toggle: () => void } {
  const [bookmarked, setBookmarked] = useState(false);
  useEffect(() => setBookmarked(readSlugs().includes(slug)), [slug]);
  const toggle = useCallback(() => {
    const slugs = readSlugs();
    const next = slugs.includes(slug) ? slugs.filter((s) => s !== slug) : [...slugs, slug];
    localStorage.setItem(KEY, JSON.stringify(next));
    setBookmarked(next.includes(slug));
  }, [slug]);
  return { bookmarked, toggle };
}
