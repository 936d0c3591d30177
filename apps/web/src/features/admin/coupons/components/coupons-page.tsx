/**
 * /admin-dashboard/coupon — Coupons (admin spec §2 'Coupons', SuperAdmin): the active coupons
 * (unexpired in India time), 20 a page, with their limits and uses; Create Coupon opens the
 * modal; each can be switched off.
 */
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useCoupons } from '../api/list-coupons';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { CouponsTable } from './coupons-table';
import { CreateCouponDialog } from './create-coupon-dialog';

function CouponsScreen() {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const coupons = useCoupons(page);
  const list = coupons.data?.couponList;
  const pages = Math.max(1, Math.ceil((coupons.data?.couponCount ?? 0) / 20));

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Coupons</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            Active coupons, soonest expiry first. Expiry dates are in India time; an expired coupon leaves this list on
            its own.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>Create Coupon</Button>
      </header>

      <section
        aria-label="Active coupons"
        className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        {coupons.isPending ? (
          <CenteredSpinner label="Loading coupons…" />
        ) : coupons.isError && !list ? (
          <LoadError
            title="Could not load coupons"
            message={coupons.error.message}
            onRetry={() => void coupons.refetch()}
          />
        ) : !list || list.length === 0 ? (
          <EmptyState title="No active coupons" text="Create a coupon and it shows here until it expires." />
        ) : (
          <CouponsTable coupons={list} />
        )}
      </section>

      {pages > 1 && (
        <nav aria-label="Coupon pages" className="flex items-center justify-end gap-3 text-sm text-slate-600">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      )}

      {creating && <CreateCouponDialog onClose={() => setCreating(false)} />}
    </div>
  );
}

export function CouponsPage() {
  return (
    <SuperAdminOnly screen="Coupons">
      <CouponsScreen />
    </SuperAdminOnly>
  );
}
