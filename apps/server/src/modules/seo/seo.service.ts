/**
 * The <head> of each storefront page (issue 6 "Every page"): which page a URL is, its title,
 * description, canonical URL and JSON-LD, read through the catalog and settings services.
 * An unknown path or product gives a 404 head titled 'Page not found' / 'Product not found'.
 */
import { productListBody } from '@shop/domain/catalog/product.schemas';
import { idParams } from '@shop/domain/validation/params';
import { documentTitle, listingNames, listingTitle, PAGE_TITLES } from '@shop/domain/seo/page-titles';
import type { StoreDataPort } from '@shop/domain/seo/server-render';
import { catalogueVersion } from '../catalog/catalog.service';
import { settingsVersion } from '../settings/settings.service';
import { injectHead, type PageHead } from './head-html';
import { breadcrumbList, itemList, organization, productJsonLd, webSite } from './json-ld';
import type { PageReads } from './page-reads';
export { keptCategories, pageReads } from './page-reads';
import { PAGE_MODULES, pageRouteOf, SERVER_RENDERED_PAGES } from './page-route';
import { storeDataPort } from './store-data';

/** Products a listing's ItemList names: the first page's first cards. */
const ITEM_LIST_SIZE = 24;
/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;
const HOME_DESCRIPTION =
  'Development boards, sensors, motors and drivers, batteries, 3D printer and drone parts, delivered across India.';

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
};

/** The path percent-decoded; a malformed escape leaves a path no route matches. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '/%';
  }
}

/** A product in a sentence or two: its description, else its overview points, else its name. */
export function productSummaryText(product: {
  product_description: string;
  product_overview: string[];
  product_name: string;
}): string {
  return product.product_description || product.product_overview.join(' ') || product.product_name;
}

/** Absolute URLs on the shop's public origin. */
export function urlMaker(publicUrl: string) {
  return (path: string) => new URL(path, publicUrl).toString();
}

/** The listing's filters from a query string, or undefined when they do not pass the listing's rules. */
function listingFilters(query: URLSearchParams) {
  const brands = query.getAll('brand').filter(Boolean);
  const categories = query.getAll('category').filter(Boolean);
  const subcategories = query.getAll('subcategory').filter(Boolean);
  const parsed = productListBody.safeParse({
    pageNum: 1,
    pageSize: ITEM_LIST_SIZE,
    filters: {
      search: query.get('search') || undefined,
      category_name: categories.length > 1 ? categories : categories[0],
      sub_category_name: subcategories.length > 1 ? subcategories : subcategories[0],
      brand_name: brands.length > 0 ? brands : undefined,
    },
  });
  return parsed.success ? parsed.data : undefined;
}

const FILTER_KEYS = new Set(['search', 'category', 'subcategory', 'brand']);
const onlyFilters = (query: URLSearchParams) => [...query.keys()].every((key) => FILTER_KEYS.has(key));

/** The one name a filter holds, or undefined when it holds none or several. */
function single(value: string | string[] | undefined): string | undefined {
  const names = [value ?? []].flat();
  return names.length === 1 ? names[0] : undefined;
}

/** The canonical query of a listing: one category, one subcategory and one brand, in a fixed order. */
function canonicalListingPath(filters: NonNullable<ReturnType<typeof listingFilters>>['filters']): string {
  const params = new URLSearchParams();
  const category = single(filters.category_name);
  const subcategory = single(filters.sub_category_name);
  if (category) params.set('category', category);
  if (subcategory) params.set('subcategory', subcategory);
  const brands = [filters.brand_name ?? []].flat();
  if (brands.length === 1 && brands[0]) params.set('brand', brands[0]);
  const qs = params.toString();
  return qs ? `/product?${qs}` : '/product';
}

/** The head of the page at `url` (path and query as requested), with the status to send it with. */
export async function pageHeadFor(reads: PageReads, publicUrl: string, url: string): Promise<PageHead> {
  const shop = await reads.settings();
  const abs = urlMaker(publicUrl);
  const [rawPath = '/', query = ''] = url.split(/\?(.*)/s);
  const parsed = { searchParams: new URLSearchParams(query) };
  const route = pageRouteOf(decodedPath(rawPath));
  const base = {
    siteName: shop.shopName,
    ogType: 'website' as const,
    noindex: false,
    jsonLd: [],
    status: 200 as const,
  };
  const home = { name: 'Home', url: abs('/') };

  switch (route.kind) {
    case 'home': {
      const sameAs = Object.values(shop.socialLinks).filter((link): link is string => Boolean(link));
      return {
        ...base,
        title: documentTitle(undefined, shop.shopName),
        description: HOME_DESCRIPTION,
        canonical: abs('/'),
        jsonLd: [
          organization({
            name: shop.shopName,
            url: abs('/'),
            logo: abs('/favicon.svg'),
            email: shop.supportEmail,
            phone: shop.supportPhone,
            sameAs,
          }),
          webSite(shop.shopName, abs('/'), `${abs('/product')}?search={search_term_string}`),
        ],
      };
    }
    case 'listing': {
      const body = listingFilters(parsed.searchParams);
      if (!body)
        return {
          ...base,
          title: documentTitle(PAGE_TITLES.listing, shop.shopName),
          description: HOME_DESCRIPTION,
          noindex: true,
        };
      const f = body.filters;
      const brands = [f.brand_name ?? []].flat();
      const { category, subcategory, brand } = listingNames({
        categories: [f.category_name ?? []].flat(),
        subcategories: [f.sub_category_name ?? []].flat(),
        brands,
      });
      const heading = listingTitle({ search: f.search, category, subcategory, brand });
      const listing = { data: await reads.listing(body) };
      const firstImage = listing.data.productList[0]?.product_image_main;
      const crumbs = [home, { name: PAGE_TITLES.listing, url: abs('/product') }];
      if (category) crumbs.push({ name: category, url: abs(canonicalListingPath({ category_name: category })) });
      if (category && subcategory)
        crumbs.push({
          name: subcategory,
          url: abs(canonicalListingPath({ category_name: category, sub_category_name: subcategory })),
        });
      const count = listing.data.productCount;
      return {
        ...base,
        title: documentTitle(heading, shop.shopName),
        description: clip(
          `${heading}: ${count.toLocaleString('en-IN')} products at ${shop.shopName}, with GST invoice and delivery across India.`,
        ),
        // Search results are endless and thin: kept out of the index, as search engines ask.
        noindex: Boolean(f.search),
        canonical: f.search ? undefined : abs(canonicalListingPath(f)),
        jsonLd: [
          breadcrumbList(crumbs),
          itemList(listing.data.productList, (id) => abs(`/product/${encodeURIComponent(id)}`)),
        ],
        // Only when the page shows the listing's default order (tab, sort, price and page change the first card).
        preloadImage: (onlyFilters(parsed.searchParams) && firstImage) || undefined,
      };
    }
    case 'product': {
      const id = idParams.safeParse({ id: route.id });
      const product = id.success ? await reads.product(id.data.id) : undefined;
      if (!product)
        return {
          ...base,
          status: 404,
          noindex: true,
          title: documentTitle(PAGE_TITLES.productNotFound, shop.shopName),
          description: PAGE_TITLES.productNotFound,
        };
      const url = abs(`/product/${encodeURIComponent(product._id)}`);
      const image = product.product_image_main ? abs(product.product_image_main) : undefined;
      const crumbs = [
        home,
        { name: product.category_name, url: abs(canonicalListingPath({ category_name: product.category_name })) },
      ];
      if (product.sub_category_name)
        crumbs.push({
          name: product.sub_category_name,
          url: abs(
            canonicalListingPath({
              category_name: product.category_name,
              sub_category_name: product.sub_category_name,
            }),
          ),
        });
      crumbs.push({ name: product.product_name, url });
      return {
        ...base,
        ogType: 'product',
        title: documentTitle(product.product_name, shop.shopName),
        description: clip(productSummaryText(product)),
        canonical: url,
        image,
        jsonLd: [
          productJsonLd(product, productSummaryText(product), url, image, shop.sellerLegalName),
          breadcrumbList(crumbs),
        ],
        preloadImage: product.product_image_main || undefined,
      };
    }
    case 'brands':
      return {
        ...base,
        title: documentTitle(PAGE_TITLES.brands, shop.shopName),
        description: `Every brand ${shop.shopName} carries, with all of its parts.`,
        canonical: abs('/shopbybrand'),
      };
    case 'subcategory':
      // The hero, every category and the listing; the listing's filters in the query do not make another page.
      return {
        ...base,
        title: documentTitle(PAGE_TITLES.allCategories, shop.shopName),
        description: `Every category of parts at ${shop.shopName}: boards, sensors, motors and more, with their subcategories and products.`,
        canonical: abs('/subcategory'),
      };
    case 'subcategories':
      // The category in the query only picks the one shown first.
      return {
        ...base,
        title: documentTitle(PAGE_TITLES.subcategories, shop.shopName),
        description: `Every category and subcategory of parts at ${shop.shopName}, with how many products each holds.`,
        canonical: abs('/subcategories'),
      };
    case 'private':
      return {
        ...base,
        noindex: true,
        title: documentTitle(route.title, shop.shopName),
        description: HOME_DESCRIPTION,
      };
    case 'not-found':
      return {
        ...base,
        status: 404,
        noindex: true,
        title: documentTitle(PAGE_TITLES.notFound, shop.shopName),
        description: PAGE_TITLES.notFound,
      };
  }
}

/** URLs (/assets/…) of the chunks that the given web sources need, besides what index.html loads (plugins/web-manifest.ts makes one). */
export type PageScripts = (sources: string[]) => string[];

/**
 * The built index.html with the head of the page at `url`, and the status to send it with;
 * `reads` are the request's own (pageReads).
 * `pageScripts` names the chunks of the page's modules, preloaded with the entry script.
 * `serverRender` says whether the page's body is rendered on the server too (SERVER_RENDERED_PAGES);
 * `storeData` is then the port that render reads through, sharing this request's reads with the head.
 */
export async function renderPage(
  reads: PageReads,
  publicUrl: string,
  url: string,
  indexHtml: string,
  pageScripts?: PageScripts,
): Promise<RenderedPage> {
  const head = await pageHeadFor(reads, publicUrl, url);
  const kind = pageRouteOf(decodedPath(url.split('?')[0] ?? '/')).kind;
  const modules = PAGE_MODULES[kind];
  if (modules && pageScripts) head.modulePreloads = pageScripts(modules);
  head.scriptsAfterPaint = SERVER_RENDERED_PAGES.has(kind);
  return {
    status: head.status,
    html: injectHead(indexHtml, head),
    serverRender: head.scriptsAfterPaint,
    storeData: storeDataPort(reads),
  };
}

/** A page's HTML shell with its head, its status, and whether (and through what) its body is rendered on the server. */
export interface RenderedPage {
  status: number;
  html: string;
  serverRender: boolean;
  storeData?: StoreDataPort;
}

/** The pages whose whole HTML may be kept briefly and sent to everyone (docs/decisions/030): server-rendered, the same for every visitor. */
const CACHEABLE_PAGES: ReadonlySet<string> = new Set(['home', 'listing', 'product', 'brands', 'subcategories']);

/**
 * The key the rendered page at `url` (path and query as requested) is cached under, or undefined
 * when it is not cached (private pages, 404s). It changes with every catalogue or settings change
 * this process makes, so no page built before one is served after it.
 */
export function pageCacheKey(url: string): string | undefined {
  const kind = pageRouteOf(decodedPath(url.split('?')[0] ?? '/')).kind;
  return CACHEABLE_PAGES.has(kind) ? `${catalogueVersion()}:${settingsVersion()}:${url}` : undefined;
}
