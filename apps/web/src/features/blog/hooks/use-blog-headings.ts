/**
 * The post's HTML (already sanitised by the server's allow-list) with an id on each h2 and h3,
 * and those headings as the table of contents (storefront spec §2: a table of contents when the
 * content is over 2,000 characters). Ids are made here, never taken from the post: 'section-'
 * and the heading's words, numbered when two headings read alike.
 */
import { useMemo } from 'react';
import { slugify } from '@shop/domain/blog/blog.rules';

export interface BlogHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

export function useBlogHeadings(html: string): { html: string; headings: BlogHeading[] } {
  return useMemo(() => {
    if (typeof DOMParser === 'undefined') return { html, headings: [] };
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    const seen = new Map<string, number>();
    const headings: BlogHeading[] = [];
    for (const node of doc.body.querySelectorAll('h2, h3')) {
      const text = node.textContent?.trim() ?? '';
      if (!text) continue;
      const base = `section-${slugify(text)}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const id = n === 1 ? base : `${base}-${n}`;
      node.id = id;
      headings.push({ id, text, level: node.tagName === 'H2' ? 2 : 3 });
    }
    return { html: doc.body.innerHTML, headings };
  }, [html]);
}
