/** Wholesale & Bulk Management's search box (admin spec §2): name, SKU or brand. */

/** Takes the text as typed and onSearch (every change). */
export function WholesaleSearch({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  return (
    <label className="block md:w-80">
      <span className="sr-only">Search products</span>
      <input
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder="Search by name, SKU or brand"
        maxLength={200}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
    </label>
  );
}
