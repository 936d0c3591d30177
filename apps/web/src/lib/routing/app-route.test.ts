import { describe, expect, it, vi } from 'vitest';
import { matchAppRoutes, preloadMatches, runLoaders, type AppRoute } from './app-route';

const Page = () => null;

/** A small table shaped like the app's: a layout with an index, a product page and a catch-all. */
function table() {
  const product = { path: 'product/:id', load: vi.fn(async () => ({ Component: Page })), loader: vi.fn() };
  const layout: AppRoute = {
    path: '/',
    load: vi.fn(async () => ({ Component: Page })),
    loader: vi.fn(),
    children: [
      { index: true, load: async () => ({ Component: Page }) },
      product,
      { path: '*', load: async () => ({ Component: Page }) },
    ],
  };
  return { routes: [layout], layout, product };
}

describe('matchAppRoutes', () => {
  it('matches the layout and the page, outermost first, with the path parameters', () => {
    const { routes, layout, product } = table();
    const matches = matchAppRoutes(routes, '/product/abc');
    expect(matches.map((m) => m.route)).toEqual([layout, product]);
    expect(matches[1]!.params).toEqual({ id: 'abc' });
  });

  it('sends an unknown path to the catch-all', () => {
    const { routes } = table();
    expect(matchAppRoutes(routes, '/no-such-page').at(-1)!.route.path).toBe('*');
  });
});

describe('runLoaders', () => {
  it("calls each matched route's loader once with the request's URL and the parameters", async () => {
    const { routes, layout, product } = table();
    const url = new URL('http://shop.invalid/product/abc?bulk=1');
    await runLoaders(matchAppRoutes(routes, url.pathname), url);
    expect(layout.loader).toHaveBeenCalledTimes(1);
    expect(product.loader).toHaveBeenCalledTimes(1);
    const [{ request, params }] = product.loader.mock.calls[0] as unknown as [{ request: Request; params: unknown }];
    expect(request.url).toBe(url.href);
    expect(params).toEqual({ id: 'abc' });
  });

  it('rejects when a loader fails, so the server sends the browser-rendered page', async () => {
    const { routes, product } = table();
    product.loader.mockRejectedValueOnce(new Error('database down'));
    const url = new URL('http://shop.invalid/product/abc');
    await expect(runLoaders(matchAppRoutes(routes, url.pathname), url)).rejects.toThrow('database down');
  });
});

describe('preloadMatches', () => {
  it("loads each matched route's code once, however often it is asked", async () => {
    const { routes, layout, product } = table();
    const matches = matchAppRoutes(routes, '/product/abc');
    await Promise.all([preloadMatches(matches), preloadMatches(matches)]);
    await preloadMatches(matches);
    expect(layout.load).toHaveBeenCalledTimes(1);
    expect(product.load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again next time (a release replaced the chunk, the network dropped)', async () => {
    const { routes, product } = table();
    product.load.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    const matches = matchAppRoutes(routes, '/product/abc');
    await expect(preloadMatches(matches)).rejects.toThrow('Failed to fetch');
    await expect(preloadMatches(matches)).resolves.toBeUndefined();
    expect(product.load).toHaveBeenCalledTimes(2);
  });
});
