/** POST /admin/login — signs staff in; the server sets the staff cookie (admin spec §7, §8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@shop/domain/accounts/auth.schemas';
import type { StaffAdmin } from '@shop/domain/accounts/account.responses';
import { api, type ApiData } from '../../../../lib/api-client';
import { adminSessionQueryOptions } from './get-admin-session';

export function loginAdmin(body: LoginBody): Promise<ApiData<'POST /admin/login'>> {
  return api.call('POST /admin/login', { body });
}

export function useLoginAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: ({ admin }) => {
      // The cookie carries the session; the token is not kept in the browser (DESIGN.md).
      const session: StaffAdmin = { _id: admin._id, name: admin.name, email: admin.email, role: admin.role };
      queryClient.setQueryData(adminSessionQueryOptions().queryKey, session);
    },
  });
}
