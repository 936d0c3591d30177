/**
 * /signup?google=true&token=… (shopper spec §2, §4 "Google signup completion"): Google told us the
 * new person's e-mail and name; they add only their mobile number and agree to the terms under
 * the privacy notice, and are signed in. A link whose token cannot be read says 'Invalid signup
 * link. Please try again.' with the way back to /login (spec §8 Signup).
 */
import { Link } from 'react-router';
import { hasErrorCode } from '../../../lib/api-client';
import { INVALID_SIGNUP_LINK, GOOGLE_SIGNUP_FAILED } from '@shop/domain/accounts/google-sign-in.rules';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useGoogleSignupForm } from '../hooks/use-google-signup-form';
import { readSignupToken } from '../lib/signup-token';
import { AuthCard } from './auth-card';
import { PrivacyNotice } from './privacy-notice';
import { ServerError } from './server-error';
import { TermsAgreement } from './terms-agreement';

const loginLink = (text: string) => (
  <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
    {text}
  </Link>
);

export function GoogleSignupForm({ token }: { token: string }) {
  const person = readSignupToken(token);
  const { complete, form, onSubmit, mobileNumber } = useGoogleSignupForm(token);
  const { errors } = form.formState;
  if (!person) {
    return (
      <AuthCard title="Complete your signup" subtitle="Signing up with Google" footer={null}>
        <ServerError message={INVALID_SIGNUP_LINK} />
        <Link to={paths.login()} className={buttonClasses('primary', 'lg', 'w-full')}>
          Back to login
        </Link>
      </AuthCard>
    );
  }
  const linkRefused = hasErrorCode(complete.error, 'INVALID_SIGNUP_TOKEN');
  return (
    <AuthCard
      title="Complete your signup"
      subtitle="Add your mobile number to finish creating your account."
      footer={linkRefused ? loginLink('Back to login') : <>Already have an account? {loginLink('Login')}</>}
    >
      <p className="mb-5 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
        Signing up with Google as <span className="font-semibold text-slate-900">{person.name || person.email}</span>
        {person.name && <span className="block break-all text-slate-600">{person.email}</span>}
      </p>
      <ServerError message={complete.error ? complete.error.message || GOOGLE_SIGNUP_FAILED : undefined} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10-digit mobile number"
          error={errors.mobileNumber?.message}
          {...mobileNumber}
        />
        <PrivacyNotice />
        <TermsAgreement field={form.register('terms')} error={errors.terms?.message} />
        <Button type="submit" size="lg" className="w-full" isLoading={complete.isPending}>
          Complete Signup
        </Button>
      </form>
    </AuthCard>
  );
}
