/**
 * schema.org JSON-LD objects for the storefront's pages (issue 6 "Every page"): Product with
 * Offer and AggregateRating, BreadcrumbList, ItemList, Organization and WebSite with a
 * SearchAction. Plain objects; head.page.ts serialises and escapes them. URLs are absolute.
 */
import type { ProductDetail, ProductSummary } from '@shop/domain/catalog/product.responses';

type JsonLd = Record<string, unknown>;

/** A breadcrumb trail: each crumb's name and absolute URL, from the home page down. */
export function breadcrumbList(crumbs: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The product with its offer (price in INR including GST) and, when reviewed, its rating. */
export function productJsonLd(
  product: ProductDetail,
  description: string,
  url: string,
  image: string | undefined,
  sellerName: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    sku: product.SKU,
    description,
    ...(image ? { image: [image] } : {}),
    ...(product.brand_name ? { brand: { '@type': 'Brand', name: product.brand_name } } : {}),
    category: product.sub_category_name || product.category_name,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: product.discounted_price_with_gst.toFixed(2),
      availability: product.product_instock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: sellerName },
    },
    ...(product.no_of_reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.review_stars,
            reviewCount: product.no_of_reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The products a listing page shows first, in order, each by its page URL. */
export function itemList(products: ProductSummary[], urlOf: (id: string) => string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: urlOf(product._id),
      name: product.product_name,
    })),
  };
}

/** The shop itself: name, home URL, logo, support contact and social profiles. */
export function organization(shop: {
  name: string;
  url: string;
  logo: string;
  email: string;
  phone: string;
  sameAs: string[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: shop.url,
    logo: shop.logo,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: shop.email,
      telephone: shop.phone,
      areaServed: 'IN',
    },
    ...(shop.sameAs.length > 0 ? { sameAs: shop.sameAs } : {}),
  };
}

/** The site with its search box: `searchUrl` holds `{search_term_string}` where the words go. */
export function webSite(name: string, url: string, searchUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchUrl },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A blog post as a schema.org Article (issue 30): headline, dates (ISO), author, publisher, picture. */
export function articleJsonLd(post: {
  headline: string;
  description: string;
  url: string;
  image?: string;
  author: string;
  publisher: { name: string; logo: string };
  published: string;
  modified: string;
  keywords: string[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.headline.slice(0, 110),
    description: post.description,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    url: post.url,
    ...(post.image ? { image: [post.image] } : {}),
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: post.publisher.name,
      logo: { '@type': 'ImageObject', url: post.publisher.logo },
    },
    datePublished: post.published,
    dateModified: post.modified,
    ...(post.keywords.length > 0 ? { keywords: [...new Set(post.keywords)].join(', ') } : {}),
  };
}
