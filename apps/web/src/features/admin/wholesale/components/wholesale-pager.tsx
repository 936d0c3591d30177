/** Previous / 'Page x of y' / Next under the Wholesale cards, shown when there is more than one page. */
import { WHOLESALE_PAGE_SIZE } from '@shop/domain/wholesale/price-breaks.rules';
import { Button } from '../../../../components/ui/button';

export function WholesalePager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  const first = (page - 1) * WHOLESALE_PAGE_SIZE + 1;
  return (
    <nav
      aria-label="Product pages"
      className="flex flex-col items-center justify-between gap-3 text-sm text-slate-600 sm:flex-row"
    >
      <p>
        Showing {first} to {Math.min(total, page * WHOLESALE_PAGE_SIZE)} of {total.toLocaleString('en-IN')}
      </p>
      <div className="flex items-center gap-3">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages.toLocaleString('en-IN')}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
