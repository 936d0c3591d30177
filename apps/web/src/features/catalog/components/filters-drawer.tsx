/**
 * The listing's filters sidebar (storefront spec §2 listing): beside the results from 768 px, a
 * full-screen drawer below that with Close filters and 'Show {n} products'.
 */
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import type { ListingParams, ListingPatch } from '../hooks/use-listing-params';
import { ListingFilters } from './listing-filters';

interface FiltersDrawerProps {
  /** Whether the drawer is open on a narrow screen. */
  open: boolean;
  onClose: () => void;
  /** The result count as shown ('1,000+' when capped). */
  countText: string;
  params: ListingParams;
  onChange: (patch: ListingPatch) => void;
}

/** The sidebar, an aside labelled Filters. */
export function FiltersDrawer({ open, onClose, countText, params, onChange }: FiltersDrawerProps) {
  return (
    <aside
      aria-label="Filters"
      className={`md:block md:w-64 md:shrink-0 ${open ? 'fixed inset-0 z-50 overflow-y-auto bg-white p-5 md:static md:z-auto md:p-0' : 'hidden'}`}
    >
      <div className="mb-4 flex items-center justify-between md:hidden">
        <h2 className="text-lg font-semibold">Filters</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close filters"
          className="rounded-lg p-2 hover:bg-slate-100"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="md:sticky md:top-4 md:rounded-xl md:border md:border-slate-200 md:bg-white md:p-4">
        <ListingFilters params={params} onChange={onChange} />
      </div>
      <Button className="mt-6 w-full md:hidden" onClick={onClose}>
        Show {countText} products
      </Button>
    </aside>
  );
}
