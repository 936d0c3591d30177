/**
 * The app's one handler of a lost session (lib/session-lost.ts, decision 066), mounted once inside
 * the router: on a shopper page the customer session is read again (a page that needs it then
 * opens /login?from=…); on a staff page a failed read re-reads the staff session (the admin
 * layout opens the admin login) and a failed action, after its message has shown for
 * SESSION_EXPIRED_REDIRECT_MS, forgets the staff session and opens the admin login (admin spec §8).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { paths } from '../config/paths';
import { adminSessionKey, sessionQueryKey } from '../shared/session/get-session';
import { sessionLostStep, setSessionLostHandler, type SessionLostSource } from '../lib/session-lost';

/** How long a staff action's "Authentication failed" message shows before the admin login opens. */
export const SESSION_EXPIRED_REDIRECT_MS = 2_000;

/** Carries out the step for a lost session reported from `source` on `pathname`. */
export function handleSessionLost(
  queryClient: QueryClient,
  navigate: NavigateFunction,
  pathname: string,
  source: SessionLostSource,
): void {
  const step = sessionLostStep(pathname, source);
  if (step === 'recheck-customer') {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  } else if (step === 'recheck-staff') {
    void queryClient.invalidateQueries({ queryKey: adminSessionKey });
  } else {
    setTimeout(() => {
      queryClient.removeQueries({ queryKey: ['admin', 'orders'] });
      queryClient.removeQueries({ queryKey: ['admin', 'jobs'] });
      queryClient.setQueryData(adminSessionKey, null);
      navigate(paths.adminLogin(), { replace: true });
    }, SESSION_EXPIRED_REDIRECT_MS);
  }
}

/** Renders nothing; installs handleSessionLost for the page being shown. */
export function SessionLostHandler(): null {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(
    () => setSessionLostHandler((source) => handleSessionLost(queryClient, navigate, pathname, source)),
    [queryClient, navigate, pathname],
  );
  return null;
}
