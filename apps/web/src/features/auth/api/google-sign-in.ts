/**
 * Google sign-in from the web (shopper spec §2 /login "Sign in with Google", §4 "Google signup
 * completion", §7; docs/decisions/073): whether the server has it on (GET /auth/google/status),
 * the link that starts it (GET /auth/google, a browser redirect to Google), and the completion
 * of a new person's account with their mobile number (POST /auth/google/complete-signup).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleCompleteSignupBody } from '@shop/domain/accounts/google-auth.schemas';
import { api, type ApiData } from '../../../lib/api-client';
import { setSignedInUser } from '../../../shared/session/get-session';

const googleStatusQuery = () =>
  queryOptions({
    queryKey: ['auth', 'google-status'],
    queryFn: ({ signal }) => api.call('GET /auth/google/status', {}, { signal }),
    staleTime: 10 * 60_000,
  });

/** True once the server says Google sign-in is on; false while asking, when off, or when the call fails. */
export function useGoogleSignInEnabled(): boolean {
  return useQuery(googleStatusQuery()).data?.enabled === true;
}

/** The address that starts a Google sign-in, coming back to `returnTo` (a same-site path) afterwards. */
export function googleSignInHref(returnTo: string): string {
  return returnTo === '/' ? '/api/v1/auth/google' : `/api/v1/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
}

export function completeGoogleSignup(
  body: GoogleCompleteSignupBody,
): Promise<ApiData<'POST /auth/google/complete-signup'>> {
  return api.call('POST /auth/google/complete-signup', { body });
}

/** Creates the new Google customer's account and makes its session the one every page sees. */
export function useCompleteGoogleSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeGoogleSignup,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
