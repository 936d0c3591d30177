/** Sign-in: POST /auth/login { email, password } (shopper spec §7); the server sets the session cookie. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@shop/domain/accounts/auth.schemas';
import { api, type ApiData } from '../../../lib/api-client';
import { setSignedInUser } from '../../../shared/session/get-session';

export function login(body: LoginBody): Promise<ApiData<'POST /auth/login'>> {
  return api.call('POST /auth/login', { body });
}

/** Signs in and makes the new session the one every page sees. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
