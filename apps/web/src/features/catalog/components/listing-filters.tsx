/**
 * The listing's filters (storefront spec §2 listing, §4): sort, categories with their
 * subcategories (several of each; a chosen category shows its subcategories, and unchoosing it
 * drops them), brands, the price slider and price bands. Every choice is written to the URL at once; the
 * slider's only when Apply is pressed. A slider range and a price band replace each other.
 */
import type { ReactNode } from 'react';
import { inputClasses } from '../../../components/ui/input';
import { useCategories } from '../api/get-categories';
import type { ListingParams, ListingPatch } from '../hooks/use-listing-params';
import { isCategoryChosen, isSubcategoryChosen, toggleCategory, toggleSubcategory } from '../lib/category-filter';
import { PRICE_BANDS } from '../lib/price-bands';
import { SORT_OPTIONS } from '../lib/sort-options';
import { PriceSlider } from './price-slider';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="space-y-1.5">{children}</div>
    </fieldset>
  );
}

function Choice({
  type,
  name,
  checked,
  onChange,
  label,
  count,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  count?: number;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-0.5 text-sm text-slate-700 hover:bg-slate-50">
      <input type={type} name={name} checked={checked} onChange={onChange} className="size-4 accent-brand-600" />
      <span className="flex-1">{label}</span>
      {count !== undefined && <span className="text-xs text-slate-500">{count}</span>}
    </label>
  );
}

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
        {categories.map((category) => {
          const chosen = isCategoryChosen(params, category.name);
          return (
            <div key={category._id}>
              <Choice
                type="checkbox"
                name="category"
                checked={chosen}
                onChange={() => onChange(toggleCategory(params, category.name, categories))}
                label={category.name}
                count={category.product_count}
              />
              {chosen && category.subcategories.length > 0 && (
                <fieldset className="mb-1 ml-6 border-l border-slate-200 pl-2">
                  <legend className="sr-only">{category.name} subcategories</legend>
                  {category.subcategories.map((sub) => (
                    <Choice
                      key={sub._id}
                      type="checkbox"
                      name="subcategory"
                      checked={isSubcategoryChosen(params, sub.name)}
                      onChange={() => onChange(toggleSubcategory(params, sub.name))}
                      label={sub.name}
                      count={sub.product_count}
                    />
                  ))}
                </fieldset>
              )}
            </div>
          );
        })}
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
