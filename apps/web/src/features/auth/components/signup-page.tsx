/**
 * Sign-up at /signup (shopper spec §2, §5): name (letters and spaces), e-mail, phone (10 digits),
 * password and the terms box, checked with domain's signupBody; then back to ?from or home.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { z } from 'zod';
import { signupBody } from '@shop/domain/accounts/auth.schemas';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { safeRedirect } from '../lib/safe-redirect';
import { useSignup } from '../api/signup';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { ServerError } from './server-error';

const signupForm = signupBody.extend({
  terms: z.boolean().refine((agreed) => agreed, { error: 'You must agree to the Terms of Use and Privacy Policy' }),
});

/** Drops typed characters the field does not accept (spec: letters and spaces for the name, digits for the phone). */
function keepOnly<T extends UseFormRegisterReturn>(field: T, refused: RegExp, max?: number): T {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = event.target.value.replace(refused, '').slice(0, max);
      return field.onChange(event);
    },
  };
}

export function SignupPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const from = safeRedirect(searchParams.get('from'));
  const signup = useSignup();
  const form = useForm({
    resolver: zodResolver(signupForm),
    defaultValues: { name: '', email: '', phone: '', password: '', terms: false },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ terms: _agreed, ...body }) =>
    signup.mutate(body, {
      onSuccess: () => {
        toast.success('Signup successful');
        navigate(from, { replace: true });
      },
    }),
  );

  const name = keepOnly(form.register('name'), /[^A-Za-z ]/g);
  const phone = keepOnly(form.register('phone'), /\D/g, 10);
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
