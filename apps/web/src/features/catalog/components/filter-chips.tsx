/**
 * Removable chips for each active filter, and Clear All (storefront spec §2 listing). Removing a
 * category's chip drops its chosen subcategories too (spec §4).
 */
import { CloseIcon } from '../../../components/ui/icons';
import { useCategories } from '../api/get-categories';
import type { ListingParams, ListingPatch } from '../hooks/use-listing-params';
import { toggleSubcategory, withoutCategory, type CategoryTree } from '../lib/category-filter';
import { priceBandOf } from '../lib/price-bands';
import { priceRangeLabel } from '../lib/price-range';

interface Chip {
  key: string;
  label: string;
  patch: ListingPatch;
}

function chipsOf(params: ListingParams, tree: CategoryTree): Chip[] {
  const chips: Chip[] = [];
  if (params.search) chips.push({ key: 'search', label: `“${params.search}”`, patch: { search: '' } });
  for (const category of params.categories) {
    chips.push({ key: `category-${category}`, label: category, patch: withoutCategory(params, category, tree) });
  }
  for (const subcategory of params.subcategories) {
    chips.push({
      key: `subcategory-${subcategory}`,
      label: subcategory,
      patch: toggleSubcategory(params, subcategory),
    });
  }
  for (const brand of params.brands) {
    chips.push({ key: `brand-${brand}`, label: brand, patch: { brands: params.brands.filter((b) => b !== brand) } });
  }
  const band = priceBandOf(params.price);
  if (params.priceRange)
    chips.push({ key: 'price-range', label: priceRangeLabel(params.priceRange), patch: { priceRange: null } });
  else if (band) chips.push({ key: 'price', label: band.label, patch: { price: '' } });
  return chips;
}

export function FilterChips({
  params,
  onRemove,
  onClearAll,
}: {
  params: ListingParams;
  onRemove: (patch: ListingPatch) => void;
  onClearAll: () => void;
}) {
  const chips = chipsOf(params, useCategories().data?.subcategories ?? []);
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
      <button
        type="button"
        onClick={onClearAll}
        className="text-sm font-semibold text-slate-600 underline-offset-2 hover:text-red-600 hover:underline"
      >
        Clear All
      </button>
    </div>
  );
}
