/**
 * The <head> of each kind of storefront page (issue 6 "Every page"), one function per kind of
 * page-route.rules.ts: its title, description, canonical URL, JSON-LD and the picture it preloads. An
 * unknown product or path gives a 404 head titled 'Product not found' / 'Page not found'.
 */
import { idParams } from '@shop/domain/validation/params.schemas';
import { documentTitle, listingNames, listingTitle, PAGE_TITLES } from '@shop/domain/seo/page-titles.rules';
import { blogHead, blogsHead } from './blog-heads.page';
import type { PageHead } from './head.page';
import { breadcrumbList, itemList, organization, productJsonLd, webSite } from './json-ld.page';
import { canonicalListingPath, listingFilters, onlyFilters } from './listing-query.rules';
import type { PageReads } from './page-reads.cache';
import type { PageRoute } from './page-route.rules';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;
const HOME_DESCRIPTION =
  'Development boards, sensors, motors and drivers, batteries, 3D printer and drone parts, delivered across India.';

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
};

/** A product in a sentence or two: its description, else its overview points, else its name. */
export function productSummaryText(product: {
  product_description: string;
  product_overview: string[];
  product_name: string;
}): string {
  return product.product_description || product.product_overview.join(' ') || product.product_name;
}

/** What every page's head is built from: the request's reads, the shop's settings, absolute URLs, the query. */
export interface HeadContext {
  reads: PageReads;
  shop: Awaited<ReturnType<PageReads['settings']>>;
  /** The absolute URL of a path on the shop's public origin. */
  abs: (path: string) => string;
  query: URLSearchParams;
  /** The fields every head starts from: an indexed 200 'website' page without JSON-LD. */
  base: Pick<PageHead, 'siteName' | 'ogType' | 'noindex' | 'jsonLd' | 'status'>;
  /** The first crumb of every breadcrumb list. */
  home: { name: string; url: string };
}

/** The head of one kind of page, given its route. */
export type HeadOf<K extends PageRoute['kind']> = (
  ctx: HeadContext,
  route: Extract<PageRoute, { kind: K }>,
) => PageHead | Promise<PageHead>;

/** A page of one shopper's own or staff's (or a form about one's own order): titled, never indexed. */
function privateHead({ shop, base }: HeadContext, route: { title: string }): PageHead {
  return { ...base, noindex: true, title: documentTitle(route.title, shop.shopName), description: HOME_DESCRIPTION };
}

/** Home: the shop as an Organization and a WebSite with its search box. */
function homeHead({ shop, abs, base }: HeadContext): PageHead {
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

/** A listing: titled by its filters, its canonical filtered URL, breadcrumbs and the first products; search results unindexed. */
async function listingHead({ reads, shop, abs, query, base, home }: HeadContext): Promise<PageHead> {
  const body = listingFilters(query);
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
    preloadImage: (onlyFilters(query) && firstImage) || undefined,
  };
}

/** A product: its Product JSON-LD, breadcrumbs through its category and subcategory, its main picture; 404 when unknown. */
async function productHead({ reads, shop, abs, base, home }: HeadContext, route: { id: string }): Promise<PageHead> {
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

/** Every page kind's head. */
export const PAGE_HEADS: { [K in PageRoute['kind']]: HeadOf<K> } = {
  home: homeHead,
  listing: listingHead,
  product: productHead,
  brands: ({ shop, abs, base }) => ({
    ...base,
    title: documentTitle(PAGE_TITLES.brands, shop.shopName),
    description: `Every brand ${shop.shopName} carries, with all of its parts.`,
    canonical: abs('/shopbybrand'),
  }),
  // The hero, every category and the listing; the listing's filters in the query do not make another page.
  subcategory: ({ shop, abs, base }) => ({
    ...base,
    title: documentTitle(PAGE_TITLES.allCategories, shop.shopName),
    description: `Every category of parts at ${shop.shopName}: boards, sensors, motors and more, with their subcategories and products.`,
    canonical: abs('/subcategory'),
  }),
  // The category in the query only picks the one shown first.
  subcategories: ({ shop, abs, base }) => ({
    ...base,
    title: documentTitle(PAGE_TITLES.subcategories, shop.shopName),
    description: `Every category and subcategory of parts at ${shop.shopName}, with how many products each holds.`,
    canonical: abs('/subcategories'),
  }),
  // The business enquiry page (storefront spec §2; issue 30): public, indexed.
  b2b: ({ shop, abs, base }) => ({
    ...base,
    title: documentTitle(PAGE_TITLES.b2b, shop.shopName),
    description: `Bulk and business orders at ${shop.shopName}: ask for a quote on development boards, sensors, motors and more, with GST invoices. We answer within 24 hours.`,
    canonical: abs('/b2bpage'),
  }),
  blogs: blogsHead,
  blog: blogHead,
  // A policy page (issue 30): its text is drawn in the browser from GET /policies/{slug}.
  policy: ({ shop, abs, base }, route) => ({
    ...base,
    title: documentTitle(route.title, shop.shopName),
    description: clip(
      `${route.title} of ${shop.shopName} (${shop.sellerLegalName}): how we handle orders, payments, delivery, returns, refunds and your data.`,
    ),
    canonical: abs(`/${route.slug}`),
  }),
  'coming-soon': ({ shop, abs, base }) => ({
    ...base,
    title: documentTitle(PAGE_TITLES.comingSoon, shop.shopName),
    description: `Manufacturing, financing and patent services from ${shop.shopName}: coming soon.`,
    canonical: abs('/coming-soon'),
  }),
  private: privateHead,
  // The shopper's own pages, their layout rendered on the server (decision 093), and Track Order,
  // rendered as for a visitor (decision 092): never indexed, as the other private pages.
  shopper: privateHead,
  'track-order': privateHead,
  public: ({ shop, abs, base }, route) => ({
    ...base,
    title: documentTitle(route.title, shop.shopName),
    description: `${route.title} at ${shop.shopName}, the electronics and maker parts shop.`,
    canonical: abs(route.path),
  }),
  'not-found': ({ shop, base }) => ({
    ...base,
    status: 404,
    noindex: true,
    title: documentTitle(PAGE_TITLES.notFound, shop.shopName),
    description: PAGE_TITLES.notFound,
  }),
};
