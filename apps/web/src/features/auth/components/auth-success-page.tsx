/**
 * /auth/success (shopper spec §2): where Google sign-in comes back once the server has set the
 * session cookie. It reads the session (GET /auth/session), makes it the one every page sees, says
 * 'Login successful' and goes on to ?returnTo (a same-site path) or home. No token travels in the
 * address: the session is the httpOnly cookie (DESIGN.md).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { googleRefusalMessage } from '@shop/domain/accounts/google-sign-in.rules';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { getSession, setSignedInUser } from '../../../shared/session/get-session';
import { safeRedirect } from '../lib/safe-redirect';
import { AuthCard } from './auth-card';
import { ServerError } from './server-error';

export function AuthSuccessPage() {
  const [searchParams] = useSearchParams();
  const returnTo = safeRedirect(searchParams.get('returnTo'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    getSession().then(
      (user) => {
        if (!current) return;
        if (!user) return setFailed(true);
        setSignedInUser(queryClient, user);
        toast.success('Login successful');
        void navigate(returnTo, { replace: true });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [navigate, queryClient, returnTo]);

  const footer = (
    <Link
      to={paths.login(returnTo === '/' ? undefined : returnTo)}
      className="font-semibold text-brand-700 hover:underline"
    >
      Back to login
    </Link>
  );
  return (
    <AuthCard title={failed ? 'Sign-in failed' : 'Signing you in…'} subtitle="Signing in with Google" footer={footer}>
      {failed ? (
        <ServerError message={googleRefusalMessage(undefined)} />
      ) : (
        <CenteredSpinner className="py-6" label="Signing you in" />
      )}
    </AuthCard>
  );
}
