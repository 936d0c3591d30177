/**
 * The storefront's server render (docs/decisions/024), built by Vite into dist/.server and called
 * by the server (apps/server/src/plugins/web-app.plugin.ts) for the public pages: the matched routes'
 * loaders (app/ssr/page-loaders.ts) fill a fresh query cache through the StoreDataPort the server
 * passes in, and their code is loaded (lib/routing/app-route.tsx); React streams the page
 * (renderToPipeableStream) under React Router's StaticRouter, and the cache goes to the browser as
 * data (app/ssr/hydration-data.ts) for main.tsx to hydrate with.
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RenderStorePage, ServerRender } from '@shop/domain/seo/server-render.contract';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/router';
import { pageLoaders } from './app/ssr/page-loaders';
import type { SentApiError, SsrData } from './app/ssr/hydration-data';
import { ApiError, hasErrorCode } from './lib/api-client';
import { AppRoutes, matchAppRoutes, preloadMatches, runLoaders } from './lib/routing/app-route';

/** JSON for inside a <script> element: '<' as \u003c, so no value can close it. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Renders the page at `url` (path and query, as requested). Undefined when no route renders it
 * on the server (a redirect) or a loader fails: the server then sends the client-rendered shell.
 */
export const render: RenderStorePage = async (url, port) => {
  const queryClient = createQueryClient({ server: true });
  const routes = appRoutes(pageLoaders(queryClient, port));
  const requestUrl = new URL(url, 'http://shop.invalid');
  const matches = matchAppRoutes(routes, requestUrl.pathname);
  if (matches.length === 0 || matches.some(({ route }) => !route.load)) return undefined;
  try {
    await Promise.all([preloadMatches(matches), runLoaders(matches, requestUrl)]);
  } catch {
    return undefined;
  }

  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || hasErrorCode(query.state.error, 'NOT_FOUND'),
  });
  for (const query of queries.queries) {
    const error: unknown = query.state.error;
    if (error instanceof ApiError)
      query.state.error = {
        apiError: { status: error.status, message: error.message, code: error.code },
      } satisfies SentApiError as never;
  }
  const data: SsrData = { queries };

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
        <StaticRouter location={url}>
          <AppRoutes routes={routes} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      onShellReady: () => shellReady(),
      onShellError: (error) => shellFailed(error),
      // A finished Suspense boundary is written in place, never "outlined" after the shell for an
      // inline script to move in: the shop's Content-Security-Policy runs no inline script, and
      // the hydration would then fail (React error 419). React outlines a boundary once the page's
      // boundaries pass this many bytes (12,800 by default; the cart's frame did, decision 097).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const notFound =
    matches.some(({ route }) => route.path === '*') ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => hasErrorCode(query.state.error, 'NOT_FOUND'));
  const result: ServerRender = {
    status: notFound ? 404 : 200,
    ready,
    pipe: (destination) => void stream.pipe(destination as Parameters<typeof stream.pipe>[0]),
    abort: () => stream.abort(),
    dataJson: scriptSafe(data),
  };
  return result;
};
