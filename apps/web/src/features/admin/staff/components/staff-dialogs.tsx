/**
 * The Staff screen's per-person modals (issue 9): change role, confirm deactivation (their
 * sessions end at once), and reset password. The server refuses leaving no active SuperAdmin;
 * its message is shown as is.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, type StaffRole } from '@shop/domain/accounts/auth.schemas';
import { resetStaffPasswordBody } from '@shop/domain/staff/staff.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select';
import { toast } from '../../../../components/ui/toast';
import type { StaffAccount } from '../api/list-staff';
import { useUpdateStaff, type StaffChange } from '../api/update-staff';

export type StaffDialog = { kind: 'role' | 'deactivate' | 'reset-password'; staff: StaffAccount };

/** Sends one change; toasts the outcome; true when it succeeded. */
function useStaffChange() {
  const update = useUpdateStaff();
  const run = async (staff: StaffAccount, change: StaffChange, done: string) => {
    try {
      await update.mutateAsync({ id: staff._id, change });
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : 'Could not save the change. Please try again.',
      );
      return false;
    }
  };
  return { run, isPending: update.isPending };
}

export function StaffDialogs({ dialog, onClose }: { dialog: StaffDialog; onClose: () => void }) {
  if (dialog.kind === 'role') return <RoleDialog staff={dialog.staff} onClose={onClose} />;
  if (dialog.kind === 'deactivate') return <DeactivateDialog staff={dialog.staff} onClose={onClose} />;
  return <ResetPasswordDialog staff={dialog.staff} onClose={onClose} />;
}

function RoleDialog({ staff, onClose }: { staff: StaffAccount; onClose: () => void }) {
  const [role, setRole] = useState<StaffRole>(staff.role);
  const change = useStaffChange();
  const save = async () => {
    if (await change.run(staff, { kind: 'role', role }, `${staff.name} is now ${role}`)) onClose();
  };
  return (
    <Modal
      title={`Change role of ${staff.name}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} isLoading={change.isPending} disabled={role === staff.role}>
            Save role
          </Button>
        </>
      }
    >
      <SelectField
        label="Role"
        options={STAFF_ROLES}
        value={role}
        data-autofocus
        onChange={(e) => setRole(e.target.value as StaffRole)}
      />
      <p className="mt-3 text-sm text-slate-600">
        A SuperAdmin runs every screen; a SubAdmin handles orders and sees the SuperAdmin screens locked.
      </p>
    </Modal>
  );
}

function DeactivateDialog({ staff, onClose }: { staff: StaffAccount; onClose: () => void }) {
  const change = useStaffChange();
  const confirm = async () => {
    if (await change.run(staff, { kind: 'deactivate' }, `${staff.name} is deactivated`)) onClose();
  };
  return (
    <Modal
      title="Deactivate staff member"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} isLoading={change.isPending}>
            Deactivate
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {staff.name} ({staff.email}) will be signed out everywhere at once and cannot sign in until reactivated.
      </p>
    </Modal>
  );
}

function ResetPasswordDialog({ staff, onClose }: { staff: StaffAccount; onClose: () => void }) {
  const change = useStaffChange();
  const { register, handleSubmit, formState } = useForm<{ password: string }>({
    resolver: zodResolver(resetStaffPasswordBody),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    if (await change.run(staff, { kind: 'reset-password', password }, `New password set for ${staff.name}`)) onClose();
  });
  return (
    <Modal
      title={`Reset password of ${staff.name}`}
      description="Their open sessions end; tell them the new password yourself."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="reset-staff-password" isLoading={change.isPending}>
            Set password
          </Button>
        </>
      }
    >
      <form id="reset-staff-password" onSubmit={onSubmit} noValidate>
        <InputField
          label="New password"
          type="password"
          autoComplete="new-password"
          data-autofocus
          error={formState.errors.password?.message}
          {...register('password')}
        />
      </form>
    </Modal>
  );
}
