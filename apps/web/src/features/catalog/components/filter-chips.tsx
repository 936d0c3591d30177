/** Removable chips for each active filter, and Clear All (storefront spec §2 listing). */
import { CloseIcon } from '../../../components/ui/icons';
import type { ListingParams, ListingPatch } from '../hooks/use-listing-params';
import { priceBandOf } from '../lib/price-bands';
import { priceRangeLabel } from '../lib/price-range';

interface Chip {
  key: string;
  label: string;
  patch: ListingPatch;
}

function chipsOf(params: ListingParams): Chip[] {
  const chips: Chip[] = [];
  if (params.search) chips.push({ key: 'search', label: `“${params.search}”`, patch: { search: '' } });
  if (params.category) chips.push({ key: 'category', label: params.category, patch: { category: '', subcategory: '' } });
  if (params.subcategory) chips.push({ key: 'subcategory', label: params.subcategory, patch: { subcategory: '' } });
  for (const brand of params.brands) {
    chips.push({ key: `brand-${brand}`, label: brand, patch: { brands: params.brands.filter((b) => b !== brand) } });
  }
  const band = priceBandOf(params.price);
  if (params.priceRange) chips.push({ key: 'price-range', label: priceRangeLabel(params.priceRange), patch: { priceRange: null } });
  else if (band) chips.push({ key: 'price', label: band.label, patch: { price: '' } });
  return chips;
}

export function FilterChips({ params, onRemove, onClearAll }: { params: ListingParams; onRemove: (patch: ListingPatch) => void; onClearAll: () => void }) {
  const chips = chipsOf(params);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={() => onRemove(chip.patch)}
          aria-label={`Remove filter ${chip.label}`}
          className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
        >
          {chip.label}
          <CloseIcon className="size-3.5" />
        </button>
      ))}
      <button type="button" onClick={onClearAll} className="text-sm font-semibold text-slate-600 underline-offset-2 hover:text-red-600 hover:underline">
        Clear All
      </button>
    </div>
  );
}
