/** Previous, page numbers, Next (storefront spec §2 Blogs); nothing for a single page. */
export function BlogPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  const button = 'min-w-10 rounded-lg border px-3 py-2 text-sm font-medium disabled:opacity-40';
  return (
    <nav aria-label="Blog pages" className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${button} border-slate-300 bg-white text-slate-700`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          className={`${button} ${n === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700'}`}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={`${button} border-slate-300 bg-white text-slate-700`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
