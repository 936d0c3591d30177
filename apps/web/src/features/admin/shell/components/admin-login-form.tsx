/** The staff login form: email and password checked with the shared loginBody schema (admin spec §5, §8). */
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@shop/domain/accounts/auth.schemas';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../../components/ui/toast';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { useLoginAdmin } from '../api/login-admin';
import { afterLoginPath } from './after-login-path';

type LoginInput = z.input<typeof loginBody>;
type LoginOutput = z.output<typeof loginBody>;

export function AdminLoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginAdmin();
  const { register, handleSubmit, formState } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  // One message for the form: both empty fields would otherwise repeat 'Please fill in all fields'.
  const firstError = errors.email?.message ?? errors.password?.message;

  // mutateAsync: the page swaps to a redirect as soon as the session is cached, and the toast must still show.
  const onSubmit = handleSubmit(async (body) => {
    try {
      await login.mutateAsync(body);
      toast.success('Login Successfull');
      navigate(afterLoginPath(location.state), { replace: true });
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Login failed. Please try again.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <InputField
        label="Email"
        id="admin-email"
        type="email"
        autoComplete="username"
        inputMode="email"
        aria-invalid={errors.email ? true : undefined}
        {...register('email')}
      />
      <InputField
        label="Password"
        id="admin-password"
        type="password"
        autoComplete="current-password"
        aria-invalid={errors.password ? true : undefined}
        {...register('password')}
      />
      {firstError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {firstError}
        </p>
      )}
      <Button type="submit" size="lg" isLoading={login.isPending} className="w-full">
        {login.isPending ? 'Signing in…' : 'Login'}
      </Button>
    </form>
  );
}
