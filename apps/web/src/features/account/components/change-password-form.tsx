/**
 * Change password from the account (issue 29): the current password, then the new one twice with
 * the signup rules. Every other device is signed out; this one stays signed in.
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useForm } from 'react-hook-form';
import type { ChangePasswordFields } from '../lib/change-password-schema';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { PasswordField, ServerError } from '../../auth';
import { useChangeOwnPassword } from '../api/update-profile';

export function ChangePasswordForm({ userId }: { userId: string }) {
  const change = useChangeOwnPassword(userId);
  const form = useForm<ChangePasswordFields>({
    resolver: lazyZodResolver(async () => (await import('../lib/change-password-schema')).changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success('Password changed successfully');
          form.reset();
        },
      },
    ),
  );
  return (
    <section aria-labelledby="password-heading" className="space-y-3">
      <h3 id="password-heading" className="font-semibold text-slate-900">
        Change password
      </h3>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <ServerError message={change.error ? change.error.message : undefined} />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <p className="text-xs text-slate-500">Other devices signed in to your account will be signed out.</p>
        <Button type="submit" isLoading={change.isPending}>
          Change password
        </Button>
      </form>
    </section>
  );
}
