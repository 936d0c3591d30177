/**
 * Keeps document.title in step with the storefront route (issue 6 "Every page"): each route's
 * `handle.title` names its page (a function of the query string for the listing). A route with
 * `handle.ownTitle` (the product page, whose title is the product's name) sets it itself: this
 * component's effect runs after the page's, so it must stay out of the way there.
 */
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../shared/settings/use-document-title';
import { useRouteHandle } from '../../lib/routing/app-route';

export function RouteTitle() {
  const handle = useRouteHandle();
  const { search } = useLocation();
  const title = typeof handle.title === 'function' ? handle.title(new URLSearchParams(search)) : handle.title;
  useDocumentTitle(title, !handle.ownTitle);
  return null;
}
