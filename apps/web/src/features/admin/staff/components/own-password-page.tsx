/**
 * /admin-dashboard/password — Your password (any staff member; issue 9): the current password and
 * a new one by the sign-up's rules, typed twice. Other sessions of theirs end; this one stays.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { changeOwnPasswordBody } from '@shop/domain/staff/staff.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { useChangeOwnPassword } from '../api/change-own-password';

const PASSWORDS_DIFFER = 'The two new passwords are not the same';
const formSchema = changeOwnPasswordBody
  .extend({ confirm: changeOwnPasswordBody.shape.current_password })
  .refine((v) => v.new_password === v.confirm, { path: ['confirm'], error: PASSWORDS_DIFFER });
type Form = { current_password: string; new_password: string; confirm: string };

export function OwnPasswordPage() {
  const change = useChangeOwnPassword();
  const { register, handleSubmit, formState, setError, reset } = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: { current_password: '', new_password: '', confirm: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    try {
      await change.mutateAsync({ current_password, new_password });
      toast.success('Password changed successfully');
      reset();
    } catch (error) {
      for (const field of (error instanceof ApiError && error.errors) || [])
        setError(field.path as keyof Form, { message: field.message });
      toast.error(
        error instanceof Error && error.message ? error.message : 'Could not change your password. Please try again.',
      );
    }
  });

  return (
    <div className="max-w-lg space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Your password</h1>
        <p className="mt-1 text-sm text-slate-600">You stay signed in here; your other sessions end.</p>
      </header>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <InputField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <InputField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters with an uppercase and a lowercase letter, a number and a special character."
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <InputField
          label="New password again"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <Button type="submit" isLoading={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </div>
  );
}
