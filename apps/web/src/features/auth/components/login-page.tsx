/**
 * Sign-in at /login (shopper spec §2 Authentication, §5): e-mail and password checked with domain's
 * loginBody; on success 'Login successful' and back to ?from (a same-site path) or home. "Sign in
 * with Google" above the form while Google sign-in is on (it comes back to the same place).
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { safeRedirect } from '../lib/safe-redirect';
import { useLogin } from '../api/login';
import { AuthCard } from './auth-card';
import { GoogleSignInLink } from './google-sign-in-link';
import { PasswordField } from './password-field';
import { ServerError } from './server-error';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const from = safeRedirect(searchParams.get('from'));
  const login = useLogin();
  const form = useForm({
    resolver: lazyZodResolver(async () => (await import('@shop/domain/accounts/auth.schemas')).loginBody),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: () => {
        toast.success('Login successful');
        navigate(from, { replace: true });
      },
    }),
  );

  const signupHref = from === '/' ? '/signup' : `/signup?from=${encodeURIComponent(from)}`;
  return (
    <AuthCard
      title="Login"
      subtitle="Sign in to check out faster and follow your orders."
      footer={
        <>
          New to MakerShop?{' '}
          <Link to={signupHref} className="font-semibold text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <GoogleSignInLink returnTo={from} label="Sign in with Google" />
      <ServerError message={login.error?.message} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword()} className="font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" size="lg" className="w-full" isLoading={login.isPending}>
          Login
        </Button>
      </form>
    </AuthCard>
  );
}
