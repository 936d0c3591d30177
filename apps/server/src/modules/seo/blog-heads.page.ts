/**
 * The <head> of the blog's pages (storefront spec §2 Blogs; issue 30): /blogs, and /blog/{slug}
 * with its meta title and description (else its title and excerpt), canonical URL, Open Graph
 * article tags, its featured picture, and Article and BreadcrumbList JSON-LD. A draft or unknown
 * slug gives the 404 head 'Blog Not Found'.
 */
import { documentTitle, PAGE_TITLES } from '@shop/domain/seo/page-titles.rules';
import { htmlText } from '@shop/domain/blog/blog.rules';
import type { PageHead } from './head.page';
import { articleJsonLd, breadcrumbList } from './json-ld.page';
import type { PageReads } from './page-reads.cache';

/** What the blog's heads read of page-heads.page.ts's HeadContext (declared here: that file imports this one). */
interface HeadContext {
  reads: Pick<PageReads, 'blogPost'>;
  shop: { shopName: string };
  abs: (path: string) => string;
  base: Pick<PageHead, 'siteName' | 'ogType' | 'noindex' | 'jsonLd' | 'status'>;
  home: { name: string; url: string };
}

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
};

/** /blogs: the list (its search and tag filters do not make other pages). */
export function blogsHead({ shop, abs, base, home }: HeadContext): PageHead {
  return {
    ...base,
    title: documentTitle(PAGE_TITLES.blogs, shop.shopName),
    description: clip(
      `Guides, project ideas and news on development boards, sensors, motors and drones from ${shop.shopName}.`,
    ),
    canonical: abs('/blogs'),
    jsonLd: [breadcrumbList([home, { name: PAGE_TITLES.blogs, url: abs('/blogs') }])],
  };
}

/** /blog/{slug}: the published post's head; 404 'Blog Not Found' otherwise. */
export async function blogHead(
  { reads, shop, abs, base, home }: HeadContext,
  route: { slug: string },
): Promise<PageHead> {
  const post = route.slug.length <= 200 ? await reads.blogPost(route.slug) : undefined;
  if (!post)
    return {
      ...base,
      status: 404,
      noindex: true,
      title: documentTitle(PAGE_TITLES.blogNotFound, shop.shopName),
      description: PAGE_TITLES.blogNotFound,
    };
  const url = abs(`/blog/${encodeURIComponent(post.slug)}`);
  const image = post.featured_image_url ? abs(post.featured_image_url) : undefined;
  const description = clip(post.meta_description || post.excerpt || htmlText(post.content));
  return {
    ...base,
    ogType: 'article',
    title: documentTitle(post.meta_title || post.title, shop.shopName),
    description,
    canonical: url,
    image,
    jsonLd: [
      articleJsonLd({
        headline: post.title,
        description,
        url,
        image,
        author: post.author || shop.shopName,
        publisher: { name: shop.shopName, logo: abs('/favicon.svg') },
        published: post.published_at ?? post.created_at,
        modified: post.updated_at,
        keywords: [...post.tags, ...post.meta_keywords],
      }),
      breadcrumbList([home, { name: PAGE_TITLES.blogs, url: abs('/blogs') }, { name: post.title, url }]),
    ],
    preloadImage: post.featured_image_url || undefined,
  };
}
