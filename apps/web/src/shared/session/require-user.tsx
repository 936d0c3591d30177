/**
 * Guards a signed-in page (checkout, profile: shopper spec §6): a visitor is sent to
 * /login?from=<this page>; the page gets the user once the session is known.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import type { User } from '@shop/domain/accounts/account.responses';
import { CenteredSpinner } from '../../components/ui/spinner';
import { useSession } from './get-session';

export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <CenteredSpinner className="py-24" label="Checking your session..." />;
  if (session.isError) {
    return <p className="py-24 text-center text-red-600">{session.error.message}</p>;
  }
  if (!session.data) return <Navigate to={paths.login(location.pathname)} replace />;
  return <>{children(session.data)}</>;
}
