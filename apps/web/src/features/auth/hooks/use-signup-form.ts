/**
 * The sign-up form's state (shopper spec §2, §5): react-hook-form checked with domain's signupBody
 * plus the terms box (which sends the privacy notice's version as the consent), name and phone inputs that drop characters they do not accept, and the submit
 * that says 'Signup successful' and goes back to ?from or home.
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import type { ChangeEvent } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { PRIVACY_NOTICE_VERSION } from '@shop/domain/accounts/privacy-notice.rules';
import { safeRedirect } from '../lib/safe-redirect';
import { useSignup } from '../api/signup';

/** Drops typed characters the field does not accept (spec: letters and spaces for the name, digits for the phone). */
export function keepOnly<T extends UseFormRegisterReturn>(field: T, refused: RegExp, max?: number): T {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = event.target.value.replace(refused, '').slice(0, max);
      return field.onChange(event);
    },
  };
}

/** Gives the safe ?from path, the mutation, the form, its submit, and the name and phone inputs' props. */
export function useSignupForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const from = safeRedirect(searchParams.get('from'));
  const signup = useSignup();
  const form = useForm({
    resolver: lazyZodResolver(async () => (await import('../lib/signup-schemas')).signupForm),
    defaultValues: { name: '', email: '', phone: '', password: '', terms: false },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(({ terms: _agreed, ...body }) =>
    signup.mutate(
      { ...body, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
      {
        onSuccess: () => {
          toast.success('Signup successful');
          navigate(from, { replace: true });
        },
      },
    ),
  );

  const name = keepOnly(form.register('name'), /[^A-Za-z ]/g);
  const phone = keepOnly(form.register('phone'), /\D/g, 10);
  return { from, signup, form, onSubmit, name, phone };
}
