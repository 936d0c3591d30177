/**
 * /admin-dashboard/area-of-services — Service Areas (admin spec §2, SuperAdmin; one screen for
 * the spec's two readings): search by pincode, Create New, the table with the ODA badge and
 * Delivery Time, edit and Confirm Deletion, 20 a page with 'Showing X to Y of Z entries'. Changes
 * apply to checkout and the delivery check at once (the server reads the table every time).
 */
import { ZIPCODE_PAGE_SIZE } from '@shop/domain/locations/zipcode.schemas';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { InputField } from '../../../../components/ui/input';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useZipcodes, type ZipcodeItem } from '../api/list-zipcodes';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { EntriesPager } from '../../shell/components/entries-pager';
import { DeleteZipcodeDialog } from './delete-zipcode-dialog';
import { ZipcodeDialog } from './zipcode-dialog';
import { ZipcodeTable } from './zipcode-table';

function ServiceAreasScreen() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ZipcodeItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<ZipcodeItem | null>(null);
  const digits = useDebouncedValue(search.replace(/\D/g, '').slice(0, 6), 300);
  const zipcodes = useZipcodes(page, digits);
  const data = zipcodes.data;

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Service Areas</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            The pincodes the shop delivers to, with the courier&apos;s centres. A change applies to checkout and the
            delivery check at once.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>Create New</Button>
      </header>

      <section
        aria-label="Service areas"
        className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <div className="border-b border-slate-200 p-4 sm:max-w-sm">
          <InputField
            label="Search by ZIP code"
            type="search"
            inputMode="numeric"
            maxLength={6}
            placeholder="e.g. 201301"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        {zipcodes.isPending ? (
          <CenteredSpinner label="Loading zipcodes…" />
        ) : zipcodes.isError && !data ? (
          <LoadError
            title="Failed to fetch zipcodes"
            message={zipcodes.error.message}
            onRetry={() => void zipcodes.refetch()}
          />
        ) : !data || data.zipcodeList.length === 0 ? (
          <EmptyState title="No zipcodes found" />
        ) : (
          <ZipcodeTable areas={data.zipcodeList} onEdit={setEditing} onRemove={setRemoving} />
        )}
        {data && (
          <EntriesPager
            page={page}
            pageSize={ZIPCODE_PAGE_SIZE}
            total={data.zipcodeCount}
            label="Zipcode pages"
            onPage={setPage}
          />
        )}
      </section>

      {editing && <ZipcodeDialog area={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && <DeleteZipcodeDialog area={removing} onClose={() => setRemoving(null)} />}
    </div>
  );
}

export function ServiceAreasPage() {
  return (
    <SuperAdminOnly screen="Service Areas">
      <ServiceAreasScreen />
    </SuperAdminOnly>
  );
}
