/** Product Management's search box (admin spec §2): name, category, brand or SKU, with a Clear button while it holds text. */
import { inputClasses } from '../../../../components/ui/input';

/** Takes the text as typed and onSearch (every change, and '' on Clear). */
export function ProductSearchInput({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  return (
    <div className="relative self-end sm:col-span-2">
      <label htmlFor="product-search" className="sr-only">
        Search products
      </label>
      <input
        id="product-search"
        type="search"
        placeholder="Search by name, category, brand or SKU"
        className={`${inputClasses} pr-16 [&::-webkit-search-cancel-button]:hidden`}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      {search && (
        <button
          type="button"
          className="absolute inset-y-0 right-2 flex items-center text-sm text-brand-700"
          onClick={() => onSearch('')}
        >
          Clear
        </button>
      )}
    </div>
  );
}
