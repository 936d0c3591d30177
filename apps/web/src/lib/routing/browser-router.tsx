/**
 * The browser's router (decision 043): React Router's <Router> on the browser's history, as its
 * BrowserRouter is, with one difference in how a navigation renders:
 * - to another page, as a transition: the old page stays until the new one's code has loaded
 *   (it suspends, lib/routing/app-route.tsx), as the data router did;
 * - on the same page (a filter written to the query string, a drawer's flag), at once: a ticked
 *   box shows ticked in the same frame, not after a transition.
 */
import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router';

interface HistoryState {
  action: NavigationType;
  location: Location;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<HistoryState>({ action: history.action, location: history.location });
  // The path of the latest navigation, rendered or still in a transition.
  const pathname = useRef(history.location.pathname);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const samePage = location.pathname === pathname.current;
        pathname.current = location.pathname;
        if (samePage) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [history],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
