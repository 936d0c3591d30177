/**
 * The listing's filters (storefront spec §2 listing, §4): sort, categories with their
 * subcategories (several of each; a chosen category shows its subcategories, and unchoosing it
 * drops them), brands, the price slider and price bands. Every choice is written to the URL at once; the
 * slider's only when Apply is pressed. A slider range and a price band replace each other.
 */
import { inputClasses } from '../../../components/ui/input';
import { useCategories } from '../api/get-categories';
import type { ListingParams, ListingPatch } from '../hooks/use-listing-params';
import { PRICE_BANDS } from '../lib/price-bands';
import { SORT_OPTIONS } from '../lib/sort-options';
import { CategoryChoices } from './category-choices';
import { Choice, Group } from './filter-choice';
import { PriceSlider } from './price-slider';

/** The filters; every choice goes through onChange as a patch of the URL's listing params. */
export function ListingFilters({
  params,
  onChange,
}: {
  params: ListingParams;
  onChange: (patch: ListingPatch) => void;
}) {
  const { data, isError } = useCategories();
  const categories = data?.subcategories ?? [];
  const toggleBrand = (brand: string) => {
    const others = params.brands.filter((b) => b.toLowerCase() !== brand.toLowerCase());
    onChange({ brands: others.length < params.brands.length ? others : [...params.brands, brand] });
  };

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="listing-sort" className="mb-1 block text-sm font-semibold text-slate-900">
          Sort by
        </label>
        <select
          id="listing-sort"
          value={params.sort}
          onChange={(e) => onChange({ sort: e.target.value })}
          className={inputClasses}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {isError && <p className="text-sm text-red-600">Failed to load categories</p>}
      <Group legend="Categories">
        <CategoryChoices params={params} categories={categories} onChange={onChange} />
      </Group>
      <Group legend="Brands">
        <div className="max-h-56 space-y-1.5 overflow-y-auto pr-1">
          {(data?.brands ?? []).map((brand) => (
            <Choice
              key={brand._id}
              type="checkbox"
              name="brand"
              checked={params.brands.some((b) => b.toLowerCase() === brand.name.toLowerCase())}
              onChange={() => toggleBrand(brand.name)}
              label={brand.name}
            />
          ))}
        </div>
      </Group>
      <Group legend="Price">
        <PriceSlider
          key={params.priceRange ? `${params.priceRange.min}-${params.priceRange.max}` : 'none'}
          applied={params.priceRange}
          onApply={(priceRange) => onChange({ priceRange, price: '' })}
        />
        <Choice
          type="radio"
          name="price"
          checked={!params.price && !params.priceRange}
          onChange={() => onChange({ price: '', priceRange: null })}
          label="Any price"
        />
        {PRICE_BANDS.map((band) => (
          <Choice
            key={band.key}
            type="radio"
            name="price"
            checked={params.price === band.key && !params.priceRange}
            onChange={() => onChange({ price: band.key, priceRange: null })}
            label={band.label}
          />
        ))}
      </Group>
    </div>
  );
}
