/** POST /admin/change-password (any staff member) — a new password for yourself, given the current one (issue 9). */
import { useMutation } from '@tanstack/react-query';
import type { ChangeOwnPasswordBody } from '@shop/domain/staff/staff.schemas';
import { api, type ApiData } from '../../../../lib/api-client';

export function changeOwnPassword(body: ChangeOwnPasswordBody): Promise<ApiData<'POST /admin/change-password'>> {
  return api.call('POST /admin/change-password', { body });
}

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: changeOwnPassword });
}
