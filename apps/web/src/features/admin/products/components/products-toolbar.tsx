/**
 * Product Management's controls (admin spec §2): search with a clear button, category filter,
 * sort field with an asc/desc toggle, 'Show Out of Stock', the archived products, grid/list.
 */
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select';
import type { AdminProductFilters } from '../api/list-admin-products';
import { LayoutToggle } from './layout-toggle';
import { ProductSearchInput } from './product-search-input';

interface Props {
  search: string;
  onSearch: (text: string) => void;
  filters: AdminProductFilters;
  onFilters: (change: Partial<AdminProductFilters>) => void;
  categories: string[];
  layout: 'grid' | 'list';
  onLayout: (layout: 'grid' | 'list') => void;
}

/** The controls; a filter change goes back to page 1. */
export function ProductsToolbar({ search, onSearch, filters, onFilters, categories, layout, onLayout }: Props) {
  return (
    <div className="grid gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4">
      <ProductSearchInput search={search} onSearch={onSearch} />
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
        <LayoutToggle layout={layout} onLayout={onLayout} />
      </div>
    </div>
  );
}
