/** The post's headings as links to their sections (storefront spec §2: shown when the content is over 2,000 characters). */
import type { BlogHeading } from '../hooks/use-blog-headings';

export function TableOfContents({ headings }: { headings: BlogHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-label="Table of contents" className="rounded-xl border border-slate-200 bg-white p-5 print:hidden">
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase">Table of Contents</h2>
      <ol className="space-y-2 text-sm">
        {headings.map((h) => (
          <li key={h.id} className={h.level === 3 ? 'pl-4' : ''}>
            <a href={`#${h.id}`} className="text-brand-700 hover:underline">
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
