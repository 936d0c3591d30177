/**
 * The inventory table's filter bar (issue 9): search by name or SKU, stock status, and category
 * (the categories the server lists with the page).
 */
import { INVENTORY_STATUSES } from '@shop/domain/inventory/inventory.schemas';
import { InputField } from '../../../../components/ui/input';
import { SelectField, type SelectOption } from '../../../../components/ui/select';

type Status = (typeof INVENTORY_STATUSES)[number];
const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...INVENTORY_STATUSES];

/** What the bar holds: the search as typed, a status ('' = all) and a category name ('' = all). */
export type InventoryFilterValues = { search: string; status: Status | ''; category: string };

/** Takes the values, the category options and onChange (a partial patch of the values). */
export function InventoryFilters({
  filters,
  categories,
  onChange,
}: {
  filters: InventoryFilterValues;
  categories: readonly SelectOption[];
  onChange: (patch: Partial<InventoryFilterValues>) => void;
}) {
  return (
    <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_14rem]">
      <InputField
        label="Search"
        type="search"
        placeholder="Name or SKU"
        maxLength={100}
        value={filters.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as Status | '' })}
      />
      <SelectField
        label="Category"
        options={[{ value: '', label: 'All categories' }, ...categories]}
        value={filters.category}
        onChange={(e) => onChange({ category: e.target.value })}
      />
    </div>
  );
}
