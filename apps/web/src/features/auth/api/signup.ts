/** Sign-up: POST /auth/signup { name, email, password, phone } (shopper spec §7); signs the new customer in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupBody } from '@shop/domain/accounts/auth.schemas';
import { api, type ApiData } from '../../../lib/api-client';
import { setSignedInUser } from '../../../shared/session/get-session';

export function signup(body: SignupBody): Promise<ApiData<'POST /auth/signup'>> {
  return api.call('POST /auth/signup', { body });
}

/** Creates the account and makes its session the one every page sees. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
