/**
 * After a route change, moves keyboard and screen-reader focus to the page's main heading (the
 * first h1 inside `containerId`), as a full page load would put a reader at the top of the new
 * page. Only path changes count: a filter written to the query string keeps focus where it is.
 * The first page load is left alone, so the skip link stays the first stop of Tab. Pages that
 * render their heading after data arrives are waited for (up to `waitMs`), and focus is not taken
 * back if the user has moved it in the meantime.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

function focusHeading(heading: HTMLElement) {
  // -1: focusable from script without joining the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function useFocusHeadingOnNavigate(containerId = 'main', waitMs = 5_000): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    const container = document.getElementById(containerId);
    if (!container) return;
    const focusedAtStart = document.activeElement;
    const tryFocus = () => {
      const heading = container.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      // The user went on (typed in search, opened a menu): their focus wins.
      if (document.activeElement === focusedAtStart || document.activeElement === document.body) focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => tryFocus() && observer.disconnect());
    observer.observe(container, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), waitMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, containerId, waitMs]);
}
