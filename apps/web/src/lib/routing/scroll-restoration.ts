/**
 * Scroll positions across navigations, as a full page load would have them (what React Router's
 * <ScrollRestoration> did under the data router, decision 043): a new page opens at the top (or at
 * its #hash), Back and Forward return to where the reader was on that entry, and a navigation
 * whose state is KEEP_SCROLL (a drawer's flag in the query string) does not move the page.
 * Positions are kept per history entry in sessionStorage, so they survive a reload.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'shop-scroll-positions';

/** The `state` of a navigation that leaves the scroll position as it is. */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePositions(positions: Record<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: the positions live as long as this page.
  }
}

/** Keeps the window's scroll position in step with navigation; call once, in the layout. */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  // The entry the reader is on: set before a new entry is scrolled, so the scroll events that
  // follow are the new entry's and the old entry keeps its position.
  const currentKey = useRef(location.key);
  const firstRender = useRef(true);

  useEffect(() => {
    positions.current = { ...readPositions(), ...positions.current };
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions.current[currentKey.current] = window.scrollY;
    };
    const save = () => savePositions(positions.current);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  // Before paint: place the new entry.
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    currentKey.current = location.key;
    savePositions(positions.current);
    if (keepsScroll(location.state)) return;
    const saved = navigationType === 'POP' ? positions.current[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per history entry
}
