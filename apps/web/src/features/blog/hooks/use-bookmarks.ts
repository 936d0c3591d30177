/**
 * Bookmarked posts: the slugs kept in local storage under bookmarkedBlogs (storefront spec §3
 * browser storage, §4: the bookmark toggles the slug). A damaged entry reads as none; other tabs'
 * changes show through the storage event.
 */
import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'bookmarkedBlogs';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function parse(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether `slug` is bookmarked, and the toggle that adds or removes it. */
export function useBookmark(slug: string): { bookmarked: boolean; toggle: () => void } {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(KEY),
    () => null,
  );
  const toggle = useCallback(() => {
    const slugs = parse(localStorage.getItem(KEY));
    const next = slugs.includes(slug) ? slugs.filter((s) => s !== slug) : [...slugs, slug];
    localStorage.setItem(KEY, JSON.stringify(next));
    for (const listener of listeners) listener();
  }, [slug]);
  return { bookmarked: parse(raw).includes(slug), toggle };
}
