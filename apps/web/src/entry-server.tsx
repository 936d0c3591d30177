/**
 * The storefront's server render (docs/decisions/024), built by Vite into dist/.server and called
 * by the server (apps/server/src/plugins/web-app.ts) for the public pages: React Router's static
 * handler runs the page loaders (app/ssr/page-loaders.ts), which fill a fresh query cache through
 * the StoreDataPort the server passes in; React streams the page (renderToPipeableStream), and
 * the cache and router state go to the browser as data (app/ssr/hydration-data.ts) for main.tsx
 * to hydrate with. Lazy route modules are loaded by the handler before rendering.
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderStorePage, ServerRender } from '@shop/domain/seo/server-render';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/router';
import { pageLoaders } from './app/ssr/page-loaders';
import type { SentApiError, SsrData } from './app/ssr/hydration-data';
import { ApiError } from './lib/api-client';

/** JSON for inside a <script> element: '<' as \u003c, so no value can close it. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Renders the page at `url` (path and query, as requested). Undefined when the router answers
 * with a redirect or a route error: the server then sends the client-rendered shell.
 */
export const render: RenderStorePage = async (url, port) => {
  const queryClient = createQueryClient({ server: true });
  const handler = createStaticHandler(appRoutes(pageLoaders(queryClient, port)));
  const context = await handler.query(new Request(new URL(url, 'http://shop.invalid')));
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);

  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.error instanceof ApiError && query.state.error.status === 404),
  });
  for (const query of queries.queries) {
    const error: unknown = query.state.error;
    if (error instanceof ApiError) query.state.error = { apiError: { status: error.status, message: error.message } } satisfies SentApiError as never;
  }
  const data: SsrData = { queries, router: { loaderData: context.loaderData, actionData: context.actionData, errors: null } };

  let shellReady!: () => void;
  let shellFailed!: (error: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    shellReady = resolve;
    shellFailed = reject;
  });
  // Handled here too, so a caller that stops waiting (a timeout) leaves no unhandled rejection.
  ready.catch(() => undefined);
  const stream = renderToPipeableStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { onShellReady: () => shellReady(), onShellError: (error) => shellFailed(error) },
  );
  const notFound = context.matches.some((match) => match.route.path === '*') || queryClient.getQueryCache().getAll().some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
  const result: ServerRender = {
    status: notFound ? 404 : context.statusCode,
    ready,
    pipe: (destination) => void stream.pipe(destination as Parameters<typeof stream.pipe>[0]),
    abort: () => stream.abort(),
    dataJson: scriptSafe(data),
  };
  return result;
};
