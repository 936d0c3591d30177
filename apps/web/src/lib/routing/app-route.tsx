/**
 * The app's routes on React Router's declarative API (`useRoutes` under our BrowserRouter in the
 * browser, `StaticRouter` on the server), not its data router: the data router's loaders,
 * actions and fetchers were 17 KB of gzip on every storefront page, and the shop used them only
 * to fill the server render's query cache (docs/decisions/043). What it did for us is here:
 * - `load`: the route's component in a chunk of its own, loaded on first use; a navigation to a
 *   route whose code is not loaded yet keeps the old page until it is (navigations to another
 *   page are transitions, browser-router.tsx). `preloadMatches` loads the matched routes' code
 *   before a server render or a hydration, so both render the page at once.
 * - `loader`: server render only (app/ssr/page-loaders.ts), run by `runLoaders`.
 * - `handle`: what the route says about itself (its title), read with `useRouteHandle`.
 * - `ErrorComponent`: a failure while rendering the route (or loading its code) shows it in the
 *   route's place, until the path changes.
 * - `clientOnly`: the route's page is drawn only in the browser. The server render and the
 *   hydration draw its `fallback` in its place (the layout around it is rendered on the server),
 *   and the page right after hydrating (decision 093): for the shopper's own pages, whose
 *   content is theirs (a session, a cart in localStorage) and which the server does not read.
 */
import {
  Component,
  createContext,
  Suspense,
  use,
  useContext,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, useLocation, useRoutes, type Params, type RouteMatch, type RouteObject } from 'react-router';
import { ClientOnly } from './client-only';

/** What a route's loader gets: the request (its URL) and the path's parameters. */
export interface LoaderArgs {
  request: Request;
  params: Params;
}

/** Fills the server render's query cache for a route; what it resolves to is not used. */
export type PageLoader = (args: LoaderArgs) => unknown;

/** What a store route says about its title; see app/router.tsx and app/layouts/route-title.tsx. */
export interface RouteTitleHandle {
  /** The page's name, or a function of the URL's query; absent on the home page. */
  title?: string | ((query: URLSearchParams) => string);
  /** The page sets document.title itself. */
  ownTitle?: boolean;
}

/** One route of the app's table (app/router.tsx, features/admin/routes.tsx and admin-dashboard-routes.tsx). */
export interface AppRoute {
  path?: string;
  index?: boolean;
  /** Loads the route's component, from a chunk of its own. */
  load?: () => Promise<{ Component: ComponentType }>;
  /** What the route renders when it has no `load` (a redirect, say). */
  element?: ReactNode;
  /** Shown while the route's code loads on a page the server did not render. */
  fallback?: ComponentType;
  /** Drawn in the browser only: the server and the hydration draw `fallback` (module doc). */
  clientOnly?: boolean;
  /** Server render only: fills the query cache before the page renders. */
  loader?: PageLoader;
  handle?: RouteTitleHandle;
  /** Shown in the route's place when it fails to render or to load its code; `error` is what failed. */
  ErrorComponent?: ComponentType<{ error: unknown }>;
  children?: AppRoute[];
}

/** The loaded component of a route, and the load under way; kept on the route table's own objects. */
const loaded = new WeakMap<AppRoute, ComponentType>();
const loading = new WeakMap<AppRoute, Promise<ComponentType>>();

/** Loads `route`'s component once; resolves to it. */
function loadRoute(route: AppRoute): Promise<ComponentType> {
  let promise = loading.get(route);
  if (!promise) {
    promise = route.load!().then(
      ({ Component }) => {
        loaded.set(route, Component);
        return Component;
      },
      (error: unknown) => {
        // A failed load (a release replaced the chunk, the network dropped) is tried again next time.
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}

/** The routes of `routes` that `url` matches, outermost first; empty when none does. */
export function matchAppRoutes(
  routes: AppRoute[],
  url: string | Partial<Location>,
): RouteMatch<string, AppRoute & RouteObject>[] {
  return matchRoutes(routes as (AppRoute & RouteObject)[], url) ?? [];
}

/** Loads the code of every matched route, so the first render (server or hydration) needs no wait. */
export async function preloadMatches(matches: { route: AppRoute }[]): Promise<void> {
  await Promise.all(matches.map(({ route }) => (route.load ? loadRoute(route) : undefined)));
}

/** Runs the matched routes' loaders for `url` (server render); rejects when one of them does. */
export async function runLoaders(matches: { route: AppRoute; params: Params }[], url: URL): Promise<void> {
  const request = new Request(url);
  await Promise.all(matches.map(({ route, params }) => route.loader?.({ request, params })));
}

/** Renders a route's component: at once when its code is loaded, after suspending while it loads. */
function RouteComponent({ route }: { route: AppRoute }) {
  const Page = loaded.get(route) ?? use(loadRoute(route));
  // Page is the route module's own component, the same object on every render (kept in `loaded`).
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}

interface BoundaryState {
  error: unknown;
  path: string;
}

interface BoundaryProps {
  path: string;
  Fallback: ComponentType<{ error: unknown }>;
  children: ReactNode;
}

/** Catches a route's render failure and shows `Fallback`, until the path changes. */
class RouteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, path: this.props.path };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Something went wrong.') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.path === state.path ? null : { error: undefined, path: props.path };
  }

  override render() {
    const { Fallback } = this.props;
    return this.state.error === undefined ? this.props.children : <Fallback error={this.state.error} />;
  }
}

function BoundaryForPath({ Fallback, children }: Omit<BoundaryProps, 'path'>) {
  return (
    <RouteBoundary path={useLocation().pathname} Fallback={Fallback}>
      {children}
    </RouteBoundary>
  );
}

/** React Router's route objects for `useRoutes`, each rendering its AppRoute. */
function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map((route) => {
    let element = route.load ? <RouteComponent route={route} /> : route.element;
    if (route.fallback) {
      const Fallback = route.fallback;
      element = <Suspense fallback={<Fallback />}>{element}</Suspense>;
    }
    if (route.clientOnly) {
      const Fallback = route.fallback;
      element = <ClientOnly fallback={Fallback ? <Fallback /> : null}>{element}</ClientOnly>;
    }
    if (route.ErrorComponent) element = <BoundaryForPath Fallback={route.ErrorComponent}>{element}</BoundaryForPath>;
    const children = route.children ? toRouteObjects(route.children) : undefined;
    return route.index ? { index: true, element } : { path: route.path, element, children };
  });
}

const RouteHandleContext = createContext<RouteTitleHandle>({});

/** The deepest matched route's `handle` (its title); {} when it has none. */
export function useRouteHandle(): RouteTitleHandle {
  return useContext(RouteHandleContext);
}

/** Renders the route `routes` match at the router's location. */
export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const objects = useMemo(() => toRouteObjects(routes), [routes]);
  const location = useLocation();
  const handle = useMemo(() => matchAppRoutes(routes, location).at(-1)?.route.handle ?? {}, [routes, location]);
  return <RouteHandleContext value={handle}>{useRoutes(objects)}</RouteHandleContext>;
}
