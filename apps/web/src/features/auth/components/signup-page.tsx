/**
 * Sign-up at /signup (shopper spec §2, §5): name (letters and spaces), e-mail, phone (10 digits),
 * password, the short privacy notice (DPDP Act) and the terms box, checked with domain's signupBody;
 * then back to ?from or home.
 */
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { useSignupForm } from '../hooks/use-signup-form';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { PrivacyNotice } from './privacy-notice';
import { ServerError } from './server-error';

/** The page; after signing up it goes back to ?from (a safe path) or home. */
export function SignupPage() {
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
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              aria-invalid={errors.terms ? true : undefined}
              {...form.register('terms')}
            />
            <span>I agree to the Terms of Use and Privacy Policy</span>
          </label>
          {errors.terms && (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {errors.terms.message}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full" isLoading={signup.isPending}>
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
