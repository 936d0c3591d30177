/**
 * Page links for the listing: Previous, page numbers (with gaps), Next (storefront spec §2). `pages`
 * and `hasNext` come from listingPager (@shop/domain catalog/listing-count.rules): past a capped
 * count, Next goes on while pages come back full.
 */
function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] as number) > 1 ? ['gap' as const, p] : [p]));
}

export function Pagination({
  page,
  pages,
  hasNext,
  onPage,
}: {
  page: number;
  pages: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  if (pages <= 1 && !hasNext) return null;
  const base = 'flex h-9 min-w-9 items-center justify-center rounded-lg px-3 text-sm font-medium';
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={`${base} border border-slate-300 bg-white hover:bg-slate-50 disabled:opacity-40`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
            className={`${base} ${p === page ? 'bg-brand-600 text-white' : 'border border-slate-300 bg-white hover:bg-slate-50'}`}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${base} border border-slate-300 bg-white hover:bg-slate-50 disabled:opacity-40`}
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
