/**
 * /verify-otp (shopper spec §2, §4, §5, §8): the 6-digit OTP mailed to the e-mail kept by
 * /forgot-password, in six boxes; Verify answers a reset token (DESIGN.md) kept for
 * /reset-password, 'OTP verified successfully' and the next page 1.5 s later. Resend OTP waits
 * out the 120 s countdown. Without a reset in progress the page sends the shopper to its start.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { ENTER_OTP, otpSchema } from '@shop/domain/accounts/password-reset.schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useSendResetOtp, useVerifyResetOtp } from '../api/password-reset';
import { useNavigateLater } from '../hooks/use-navigate-later';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { readResetFlow, writeResetFlow, type ResetFlow } from '../lib/reset-flow';
import { resendFailureMessage, verifyFailureMessage } from '../lib/reset-messages';
import { AuthCard } from './auth-card';
import { OtpBoxes } from './otp-boxes';
import { ServerError } from './server-error';

/** Spec §8: the redirect after the OTP is verified. */
const AFTER_VERIFIED_MS = 1500;

export function VerifyOtpPage() {
  const [flow, setFlow] = useState(readResetFlow);
  if (!flow) return <Navigate to={paths.forgotPassword()} replace />;
  return <VerifyOtp flow={flow} onResent={setFlow} />;
}

function VerifyOtp({ flow, onResent }: { flow: ResetFlow; onResent: (flow: ResetFlow) => void }) {
  const navigateLater = useNavigateLater();
  const labelId = useId();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const verify = useVerifyResetOtp();
  const resend = useSendResetOtp();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!otpSchema.safeParse(otp).success) return setError(ENTER_OTP);
    setError(undefined);
    verify.mutate(
      { email: flow.email, otp },
      {
        onSuccess: ({ resetToken }) => {
          writeResetFlow({ ...flow, resetToken });
          toast.success('OTP verified successfully');
          navigateLater(paths.resetPassword(), AFTER_VERIFIED_MS);
        },
        onError: () => setOtp(''),
      },
    );
  };

  return (
    <AuthCard
      title="Verify OTP"
      subtitle={`Enter the 6-digit code we sent to ${flow.email}. It works for 10 minutes.`}
      footer={
        <Link to={paths.forgotPassword()} className="font-semibold text-brand-700 hover:underline">
          Use another e-mail
        </Link>
      }
    >
      <ServerError
        message={
          verify.error
            ? verifyFailureMessage(verify.error)
            : resend.error
              ? resendFailureMessage(resend.error)
              : undefined
        }
      />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div>
          <p id={labelId} className="mb-2 text-sm font-medium text-slate-700">
            One-time password
          </p>
          <OtpBoxes value={otp} onChange={setOtp} error={error} labelledBy={labelId} />
        </div>
        <Button type="submit" size="lg" className="w-full" isLoading={verify.isPending} disabled={verify.isSuccess}>
          Verify OTP
        </Button>
      </form>
      <ResendOtp
        flow={flow}
        resend={resend}
        onResent={(next) => {
          onResent(next);
          verify.reset();
        }}
      />
    </AuthCard>
  );
}

/** "Resend OTP", disabled through the 120 s countdown; a new OTP restarts it ('New OTP sent to your email address'). */
function ResendOtp({
  flow,
  resend,
  onResent,
}: {
  flow: ResetFlow;
  resend: ReturnType<typeof useSendResetOtp>;
  onResent: (flow: ResetFlow) => void;
}) {
  const left = useResendCountdown(flow.sentAt);
  const onResend = () =>
    resend.mutate(flow.email, {
      onSuccess: () => {
        const next = { email: flow.email, sentAt: Date.now() };
        writeResetFlow(next);
        onResent(next);
        toast.success('New OTP sent to your email address');
      },
    });
  const countdown = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <p className="mt-4 text-center text-sm text-slate-600">
      Didn’t get the code?{' '}
      <button
        type="button"
        onClick={onResend}
        disabled={left > 0 || resend.isPending}
        className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
      >
        {left > 0 ? `Resend OTP in ${countdown}` : 'Resend OTP'}
      </button>
    </p>
  );
}
