/** Sign-in: POST /auth/login { email, password } (shopper spec §7); the server sets the session cookie. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@shop/domain/accounts/auth.schemas';
import { api } from '../../../lib/api-client';
import { setSignedInUser } from '../../../shared/session/get-session';
import type { AuthResult } from '@shop/domain/accounts/account.responses';

export type { AuthResult };

export function login(body: LoginBody): Promise<AuthResult> {
  return api.post<AuthResult>('/auth/login', body);
}

/** Signs in and makes the new session the one every page sees. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
