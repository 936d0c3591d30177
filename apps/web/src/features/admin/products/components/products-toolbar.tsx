/**
 * Product Management's controls (admin spec §2): search with a clear button, category filter,
 * sort field with an asc/desc toggle, 'Show Out of Stock', the archived products, grid/list.
 */
import { Button } from '../../../../components/ui/button';
import { inputClasses } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select';
import type { AdminProductFilters } from '../api/list-admin-products';

interface Props {
  search: string;
  onSearch: (text: string) => void;
  filters: AdminProductFilters;
  onFilters: (change: Partial<AdminProductFilters>) => void;
  categories: string[];
  layout: 'grid' | 'list';
  onLayout: (layout: 'grid' | 'list') => void;
}

export function ProductsToolbar({ search, onSearch, filters, onFilters, categories, layout, onLayout }: Props) {
  return (
    <div className="grid gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4">
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
      <SelectField
        label="Category"
        value={filters.category}
        options={[{ value: '', label: 'All Categories' }, ...categories]}
        onChange={(e) => onFilters({ category: e.target.value, page: 1 })}
      />
      <div className="flex items-end gap-2">
        <SelectField
          label="Sort by"
          className="flex-1"
          value={filters.sortBy}
          options={[
            { value: 'name', label: 'Name' },
            { value: 'price', label: 'Price' },
            { value: 'stock', label: 'Stock' },
            { value: 'category', label: 'Category' },
          ]}
          onChange={(e) => onFilters({ sortBy: e.target.value as AdminProductFilters['sortBy'], page: 1 })}
        />
        <Button
          variant="secondary"
          aria-label={
            filters.sortOrder === 'asc' ? 'Ascending, switch to descending' : 'Descending, switch to ascending'
          }
          onClick={() => onFilters({ sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc', page: 1 })}
        >
          {filters.sortOrder === 'asc' ? '↑ Asc' : '↓ Desc'}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-4 text-sm text-slate-700 sm:col-span-2 lg:col-span-4">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={filters.outOfStock}
            onChange={(e) => onFilters({ outOfStock: e.target.checked, page: 1 })}
          />{' '}
          Show Out of Stock
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={filters.archived}
            onChange={(e) => onFilters({ archived: e.target.checked, page: 1 })}
          />{' '}
          Archived (deleted) products
        </label>
        <div className="ml-auto flex gap-1" role="group" aria-label="Layout">
          <Button
            size="sm"
            variant={layout === 'grid' ? 'primary' : 'secondary'}
            aria-pressed={layout === 'grid'}
            onClick={() => onLayout('grid')}
          >
            Grid
          </Button>
          <Button
            size="sm"
            variant={layout === 'list' ? 'primary' : 'secondary'}
            aria-pressed={layout === 'list'}
            onClick={() => onLayout('list')}
          >
            List
          </Button>
        </div>
      </div>
    </div>
  );
}
