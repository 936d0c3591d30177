/**
 * The contract between the server and the web app's server-render build (docs/decisions/024):
 * the server loads the built `entry-server.js` and calls its `render` with a StoreDataPort, through
 * which the storefront's route loaders read the catalogue straight from the server's services (no
 * HTTP to itself). Web code never imports server code: both sides meet here, in types only.
 * Every value a port method returns is what the matching API call's `data` holds, as JSON.
 */
import type { CategoriesData, ProductListData, ProductPageDetail } from '../catalog/product.responses';
import type { z } from 'zod';
import type { productListBody } from '../catalog/product.schemas';
import type { PublicStoreSettings } from '../settings/store-settings.schemas';

/** What the storefront's pages read on the server, one method per API call they stand in for. */
export interface StoreDataPort {
  /** GET /settings/public → data.settings. */
  publicSettings(): Promise<PublicStoreSettings>;
  /** POST /product/all-categories → data.product. */
  categories(): Promise<CategoriesData>;
  /** POST /product/list with `body` → data; the body is checked by productListBody first. */
  listProducts(body: z.input<typeof productListBody>): Promise<ProductListData>;
  /** GET /product/{id} → data.product; undefined when there is no such product (the API's 404). */
  product(id: string): Promise<ProductPageDetail | undefined>;
}

/** One server render: the HTML of the app's root and the data the browser hydrates with. */
export interface ServerRender {
  /** 200, or 404 for a path the app does not have or an unknown product. */
  status: number;
  /**
   * Streams the root's inner HTML into `destination` (a Node writable stream) and ends it.
   * Call once, after `ready` resolved.
   */
  pipe(destination: unknown): void;
  /** Resolves when the first bytes can be sent (React's shell is ready); rejects when the shell failed. */
  ready: Promise<void>;
  /** Stops rendering what is still pending; the browser renders that part. */
  abort(): void;
  /** The dehydrated query cache and router state, as JSON with '<' escaped, for a data <script>. */
  dataJson: string;
}

/** The `render` that entry-server.tsx exports: `url` is the path and query as requested. */
export type RenderStorePage = (url: string, port: StoreDataPort) => Promise<ServerRender | undefined>;

/** The id of the <script type="application/json"> that carries ServerRender.dataJson. */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';

/**
 * The id of the inert `<template>` in a server-rendered page's head that lists the page's route
 * chunks as modulepreload links: the browser fetches them only once the app's boot script has
 * seen the first paint and moves them into the head (apps/web/src/boot.ts, decision 021).
 */
export const PAGE_SCRIPTS_TEMPLATE_ID = 'page-scripts';
