/**
 * The signed-in staff member's role as the order lifecycle names its actors (SubAdmin or
 * SuperAdmin), for the choices the status dialogs offer; undefined while the session loads.
 * The server checks the role again on every change.
 */
import type { StaffActor } from '@shop/domain/orders/order-lifecycle.rules';
import { useAdminSession } from '../api/get-admin-session';

export function useStaffActor(): StaffActor | undefined {
  return useAdminSession().data?.role;
}
