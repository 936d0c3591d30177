/**
 * Keeps document.title in step with the storefront route (issue 6 "Every page"): each route's
 * `handle.title` names its page (a function of the query string for the listing). A route with
 * `handle.ownTitle` (the product page, whose title is the product's name) sets it itself: this
 * component's effect runs after the page's, so it must stay out of the way there.
 */
import { useLocation, useMatches } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

/** What a store route says about its title; see app/router.tsx. */
export interface RouteTitleHandle {
  /** The page's name, or a function of the URL's query; absent on the home page. */
  title?: string | ((query: URLSearchParams) => string);
  /** The page sets document.title itself. */
  ownTitle?: boolean;
}

export function RouteTitle() {
  const matches = useMatches();
  const { search } = useLocation();
  const handle = (matches.at(-1)?.handle ?? {}) as RouteTitleHandle;
  const title = typeof handle.title === 'function' ? handle.title(new URLSearchParams(search)) : handle.title;
  useDocumentTitle(title, !handle.ownTitle);
  return null;
}
