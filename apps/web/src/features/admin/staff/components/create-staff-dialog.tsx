/**
 * The Add staff member modal (issue 9 "Staff accounts"): name, e-mail, role and a first password,
 * checked with the server's own schema (newStaffBody: the sign-up's password rules) before sending.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES } from '@shop/domain/accounts/auth.schemas';
import { newStaffBody, type NewStaffBody } from '@shop/domain/staff/staff.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { useCreateStaff } from '../api/create-staff';

const FORM_ID = 'create-staff-form';
const PASSWORD_HINT =
  'At least 8 characters with an uppercase and a lowercase letter, a number and a special character.';

export function CreateStaffDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateStaff();
  const { register, handleSubmit, formState, setError } = useForm<NewStaffBody>({
    resolver: zodResolver(newStaffBody),
    defaultValues: { name: '', email: '', role: 'SubAdmin', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { staff } = await create.mutateAsync(body);
      toast.success(`${staff.name} can now sign in as ${staff.role}`);
      onClose();
    } catch (error) {
      for (const field of (error instanceof ApiError && error.errors) || [])
        setError(field.path as keyof NewStaffBody, { message: field.message });
      toast.error(
        error instanceof Error && error.message ? error.message : 'Could not add the staff member. Please try again.',
      );
    }
  });

  return (
    <Modal
      title="Add staff member"
      description="Tell them their password yourself; they can change it under Your password."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add staff member'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField
          label="Name"
          data-autofocus
          autoComplete="off"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <InputField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField label="Role" options={STAFF_ROLES} error={errors.role?.message} {...register('role')} />
        <InputField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={errors.password?.message}
          {...register('password')}
        />
      </form>
    </Modal>
  );
}
