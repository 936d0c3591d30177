/**
 * Sign-up at /signup (shopper spec §2, §5): name (letters and spaces), e-mail, phone (10 digits),
 * password, the short privacy notice (DPDP Act) and the terms box, checked with domain's signupBody;
 * then back to ?from or home. "Sign up with Google" above the form while Google sign-in is on.
 */
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { useSignupForm } from '../hooks/use-signup-form';
import { AuthCard } from './auth-card';
import { GoogleSignInLink } from './google-sign-in-link';
import { GoogleSignupForm } from './google-signup-form';
import { PasswordField } from './password-field';
import { PrivacyNotice } from './privacy-notice';
import { ServerError } from './server-error';
import { TermsAgreement } from './terms-agreement';

/**
 * The page; after signing up it goes back to ?from (a safe path) or home. A return from Google
 * (?google=true&token=…) asks only for the mobile number instead (GoogleSignupForm).
 */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  if (searchParams.get('google') === 'true') return <GoogleSignupForm token={searchParams.get('token') ?? ''} />;
  return <PasswordSignup />;
}

function PasswordSignup() {
  const { from, signup, form, onSubmit, name, phone } = useSignupForm();
  const { errors } = form.formState;
  return (
    <AuthCard
      title="Create your account"
      subtitle="Shop parts for your next build and track every order."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={from === '/' ? '/login' : `/login?from=${encodeURIComponent(from)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Login
          </Link>
        </>
      }
    >
      <GoogleSignInLink returnTo={from} label="Sign up with Google" />
      <ServerError message={signup.error?.message} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField label="Full name" autoComplete="name" error={errors.name?.message} {...name} />
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <InputField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10-digit mobile number"
          error={errors.phone?.message}
          {...phone}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters with an uppercase and a lowercase letter, a number and a special character"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PrivacyNotice />
        <TermsAgreement field={form.register('terms')} error={errors.terms?.message} />
        <Button type="submit" size="lg" className="w-full" isLoading={signup.isPending}>
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
