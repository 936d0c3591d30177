/** The listing tabs All, Featured, On Sale, Top Rated (storefront spec §2, §5). */
import type { ProductTab } from '@shop/domain/catalog/product-tabs.rules';

const TABS: { value: ProductTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'featured', label: 'Featured' },
  { value: 'on_sale', label: 'On Sale' },
  { value: 'top_rated', label: 'Top Rated' },
];

export function ListingTabs({ tab, onChange }: { tab: ProductTab; onChange: (tab: ProductTab) => void }) {
  return (
    <div
      role="tablist"
      aria-label="Product groups"
      className="flex gap-1 overflow-x-auto rounded-xl border border-slate-200 bg-white p-1"
    >
      {TABS.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          role="tab"
          id={`listing-tab-${value}`}
          aria-selected={tab === value}
          aria-controls="listing-results"
          onClick={() => onChange(value)}
          className={`whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition sm:px-4 ${
            tab === value ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-600 hover:bg-slate-100'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
