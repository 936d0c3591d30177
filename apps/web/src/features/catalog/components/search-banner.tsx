/** The banner above search results with Clear Search (storefront spec §2 listing). */
import { SearchIcon } from '../../../components/ui/icons';

export function SearchBanner({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3">
      <p className="flex items-center gap-2 text-sm text-brand-800">
        <SearchIcon className="size-4" />
        Search results for <strong className="font-semibold">“{search}”</strong>
      </p>
      <button type="button" onClick={onClear} className="text-sm font-semibold text-brand-700 hover:underline">
        Clear Search
      </button>
    </div>
  );
}
