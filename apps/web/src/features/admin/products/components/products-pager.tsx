/** Product Management's pages (admin spec §2): 'Showing X to Y of Z products' and numbered pages with ellipses. */
import { Button } from '../../../../components/ui/button';
import { pageCountOf, pagesWithGaps } from '../../shell/lib/page-window';

export function ProductsPager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const count = pageCountOf(total, pageSize);
  if (total === 0) return null;
  return (
    <nav
      aria-label="Product pages"
      className="flex flex-col items-center justify-between gap-3 text-sm text-slate-600 sm:flex-row"
    >
      <p>
        Showing {(page - 1) * pageSize + 1} to {Math.min(page * pageSize, total)} of {total} products
      </p>
      {count > 1 && (
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
          </li>
          {pagesWithGaps(page, count).map((n, i) =>
            n === 'gap' ? (
              <li key={`gap${i}`} aria-hidden="true" className="px-1">
                …
              </li>
            ) : (
              <li key={n}>
                <Button
                  size="sm"
                  variant={n === page ? 'primary' : 'secondary'}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                  onClick={() => onPage(n)}
                >
                  {n}
                </Button>
              </li>
            ),
          )}
          <li>
            <Button size="sm" variant="secondary" disabled={page >= count} onClick={() => onPage(page + 1)}>
              Next
            </Button>
          </li>
        </ol>
      )}
    </nav>
  );
}
