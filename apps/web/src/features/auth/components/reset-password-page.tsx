/**
 * /reset-password (shopper spec §2, §4, §5, §8): the new password twice, with the spec's rules
 * (8+ characters, an uppercase, a lowercase, a digit, a special character, each with its message;
 * 'Passwords do not match'); POST /auth/change-password with the reset token /verify-otp kept,
 * then 'Password reset successfully', the kept state cleared and /login 2 s later. Without a
 * verified OTP the page sends the shopper to the start.
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import type { NewPasswordForm } from '@shop/domain/accounts/password-reset.schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/api-client';
import { useChangePassword } from '../api/password-reset';
import { useNavigateLater } from '../hooks/use-navigate-later';
import { clearResetFlow, readResetFlow } from '../lib/reset-flow';
import { resetFailureMessage } from '../lib/reset-messages';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { ServerError } from './server-error';

/** Spec §8: the redirect after the password is reset. */
const AFTER_RESET_MS = 2000;

export function ResetPasswordPage() {
  // Read once: the success clears it, and the page must then wait out its delay to /login.
  const [flow] = useState(readResetFlow);
  if (!flow?.resetToken) return <Navigate to={paths.forgotPassword()} replace />;
  return <ResetPassword email={flow.email} resetToken={flow.resetToken} />;
}

function ResetPassword({ email, resetToken }: { email: string; resetToken: string }) {
  const navigateLater = useNavigateLater();
  const change = useChangePassword();
  const form = useForm<NewPasswordForm>({
    resolver: lazyZodResolver(
      async () => (await import('@shop/domain/accounts/password-reset.schemas')).newPasswordForm,
    ),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    change.mutate(
      { email, newPassword, resetToken },
      {
        onSuccess: () => {
          clearResetFlow();
          toast.success('Password reset successfully');
          navigateLater(paths.login(), AFTER_RESET_MS);
        },
      },
    ),
  );

  const expired = hasErrorCode(change.error, 'INVALID_RESET_TOKEN');
  return (
    <AuthCard
      title="Reset password"
      subtitle={`Choose a new password for ${email}. Every device signed in with the old one will be signed out.`}
      footer={
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
          Back to login
        </Link>
      }
    >
      <ServerError message={change.error ? resetFailureMessage(change.error) : undefined} />
      {expired && (
        <p className="-mt-2 mb-4 text-sm">
          <Link to={paths.forgotPassword()} className="font-semibold text-brand-700 hover:underline">
            Send a new OTP
          </Link>
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase and a lowercase letter, a number and a special character."
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={change.isPending} disabled={change.isSuccess}>
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
