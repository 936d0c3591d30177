/**
 * /admin-dashboard/staff — Staff accounts (SuperAdmin; issue 9; decision 034): everyone who can
 * sign in to the back office, Add staff member, and per person change role, reset password,
 * deactivate (signed out at once) or reactivate. A SubAdmin meets the Unauthorized popup.
 */
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toast';
import { useAdminSession } from '../../shell/api/get-admin-session';
import { useStaff, type StaffAccount } from '../api/list-staff';
import { useUpdateStaff } from '../api/update-staff';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { CreateStaffDialog } from './create-staff-dialog';
import { StaffDialogs, type StaffDialog } from './staff-dialogs';
import { StaffList } from './staff-list';

function StaffScreen() {
  const me = useAdminSession().data;
  const staff = useStaff();
  const update = useUpdateStaff();
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<StaffDialog | null>(null);

  const activate = async (person: StaffAccount) => {
    try {
      await update.mutateAsync({ id: person._id, change: { kind: 'activate' } });
      toast.success(`${person.name} can sign in again`);
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : 'Could not save the change. Please try again.',
      );
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Staff accounts</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            Who can sign in to the back office. The shop always keeps at least one active SuperAdmin.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>Add staff member</Button>
      </header>

      <section
        aria-label="Staff members"
        className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        {staff.isPending ? (
          <CenteredSpinner label="Loading staff…" />
        ) : staff.isError ? (
          <LoadError title="Could not load staff" message={staff.error.message} onRetry={() => void staff.refetch()} />
        ) : (
          <StaffList
            staff={staff.data.staff}
            meId={me?._id ?? ''}
            onOpen={setDialog}
            onActivate={(p) => void activate(p)}
          />
        )}
      </section>

      {creating && <CreateStaffDialog onClose={() => setCreating(false)} />}
      {dialog && <StaffDialogs dialog={dialog} onClose={() => setDialog(null)} />}
    </div>
  );
}

export function StaffPage() {
  return (
    <SuperAdminOnly screen="Staff accounts">
      <StaffScreen />
    </SuperAdminOnly>
  );
}
