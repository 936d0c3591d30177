/**
 * The blog's HTML allow-list (issue 30: "the stored HTML sanitised on the server with an
 * allow-list library, not by our own regular expressions"). sanitize-html keeps only the tags and
 * attributes listed here: headings, paragraphs, lists, links (http, https, mailto or a path of
 * our own, always rel="noopener noreferrer"), pictures (https or our media store's /media/ only),
 * code, quotes, tables and emphasis. Everything else goes: script, style, iframe, object, forms,
 * every on* handler, style and id attributes, javascript: and data: URLs. Whatever staff send, the
 * stored HTML is inert in a browser.
 */
import sanitizeHtml from 'sanitize-html';
import { isAllowedImageUrl } from '@shop/domain/blog/blog.rules';

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'code',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'figure',
  'figcaption',
];

const LINK_REL = 'noopener noreferrer';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Script, style and the like go with their content; other unknown tags leave their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // The page's title is its only h1.
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL } }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !frame.attribs.src || !isAllowedImageUrl(frame.attribs.src);
    // A link whose address was refused keeps its text, without the link.
    if (frame.tag === 'a') return !frame.attribs.href || !isAllowedHref(frame.attribs.href) ? 'excludeTag' : false;
    return false;
  },
};

/** Links: http, https, mailto, or a path on our own site ('/…', never '//host'). */
function isAllowedHref(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  return /^(https?:|mailto:)/i.test(href);
}

/** `html` with only the allow-list's tags, attributes and URLs left (see above). */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of sanitised HTML, whitespace collapsed (the ≥ 50 characters rule, counted after sanitising). */
export function textOfBlogHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
