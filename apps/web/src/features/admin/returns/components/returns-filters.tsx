/**
 * Return Requests' filter bar (admin spec §2, §6; issue 26): search by order or return id, state,
 * page size, and Refresh.
 */
import { RETURN_STATUSES, type ReturnStatus } from '@shop/domain/returns/return-lifecycle.rules';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select';
import { RETURN_PAGE_SIZES } from '../api/list-returns';
import type { ReturnsFilterValues } from '../hooks/use-returns-listing';

const STATE_OPTIONS = [{ value: '', label: 'All states' }, ...RETURN_STATUSES];
const SIZE_OPTIONS = RETURN_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }));

interface ReturnsFiltersProps {
  filters: ReturnsFilterValues;
  onChange: (patch: Partial<ReturnsFilterValues>) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The bar; each change goes through onChange as a partial patch. */
export function ReturnsFilters({ filters, onChange, refreshing, onRefresh }: ReturnsFiltersProps) {
  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <InputField
        label="Search"
        type="search"
        placeholder="Order or return id"
        className="col-span-2 sm:w-64"
        value={filters.searchText}
        onChange={(e) => onChange({ searchText: e.target.value })}
      />
      <SelectField
        label="State"
        options={STATE_OPTIONS}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as ReturnStatus | '' })}
      />
      <SelectField
        label="Per page"
        options={SIZE_OPTIONS}
        value={String(filters.pageSize)}
        onChange={(e) => onChange({ pageSize: Number(e.target.value) })}
      />
      <Button variant="secondary" isLoading={refreshing} onClick={onRefresh}>
        Refresh
      </Button>
    </div>
  );
}
