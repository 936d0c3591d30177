/**
 * /forgot-password (shopper spec §2, §4, §5): the e-mail ('Please enter your email address', a valid
 * one), Send OTP, then 'OTP sent to your email address' and /verify-otp 2 s later. The e-mail is
 * kept for this tab's session (lib/reset-flow.ts).
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { ForgotPasswordBody } from '@shop/domain/accounts/password-reset.schemas';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useSendResetOtp } from '../api/password-reset';
import { useNavigateLater } from '../hooks/use-navigate-later';
import { sendFailureMessage } from '../lib/reset-messages';
import { writeResetFlow } from '../lib/reset-flow';
import { AuthCard } from './auth-card';
import { ServerError } from './server-error';

/** Spec §8: the redirect after the OTP is sent. */
const AFTER_SENT_MS = 2000;

export function ForgotPasswordPage() {
  const navigateLater = useNavigateLater();
  const send = useSendResetOtp();
  const form = useForm<ForgotPasswordBody>({
    resolver: lazyZodResolver(
      async () => (await import('@shop/domain/accounts/password-reset.schemas')).forgotPasswordBody,
    ),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(({ email }) =>
    send.mutate(email, {
      onSuccess: () => {
        writeResetFlow({ email, sentAt: Date.now() });
        toast.success('OTP sent to your email address');
        navigateLater(paths.verifyOtp(), AFTER_SENT_MS);
      },
    }),
  );

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the e-mail of your account and we will send you a 6-digit code to reset your password."
      footer={
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
          Back to login
        </Link>
      }
    >
      <ServerError message={send.error ? sendFailureMessage(send.error) : undefined} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={send.isPending} disabled={send.isSuccess}>
          Send OTP
        </Button>
      </form>
    </AuthCard>
  );
}
