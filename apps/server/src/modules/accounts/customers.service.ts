/**
 * Staff's Customers screen (issue 29 "Staff: Customers"): the list, searched by name, e-mail or
 * phone, 20 a page, newest first; a SuperAdmin's block and unblock. Blocking ends every session of
 * the customer and refuses their sign-in and password reset until unblocked (accounts.service.ts
 * checks `blockedAt`). Each block and unblock is audited in its own transaction.
 */
import { CUSTOMERS_PAGE_SIZE, type CustomerListQuery } from '@shop/domain/accounts/customers.schemas';
import type { CustomerListData, CustomerRow } from '@shop/domain/accounts/customers.responses';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { revokeSessionsOf, type StaffSession } from '../sessions/sessions.service';
import * as repo from './accounts.repository';

function rowOf(user: repo.UserRow): CustomerRow {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    created_at: user.createdAt.toISOString(),
    blocked_at: user.blockedAt?.toISOString() ?? null,
  };
}

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/**
 * The customer `id` as staff's list shows them (GET /admin/customers/{id}, issue 29); NOT_FOUND
 * (CUSTOMER_NOT_FOUND) when no customer has the id.
 */
export async function customerForStaff(db: DbOrTx, id: string): Promise<CustomerRow> {
  const user = await repo.findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return rowOf(user);
}

/** GET /admin/customers: a page of customers (20), and how many match the search. */
export async function listCustomers(db: Db, query: CustomerListQuery): Promise<CustomerListData> {
  const { rows, total } = await repo.listUsers(
    db,
    query.search || undefined,
    CUSTOMERS_PAGE_SIZE,
    (query.pageNum - 1) * CUSTOMERS_PAGE_SIZE,
  );
  return { customers: rows.map(rowOf), customerCount: total, pageSize: CUSTOMERS_PAGE_SIZE };
}

/**
 * POST /admin/customers/{id}/block and /unblock: sets or clears the block (`blocked`), audited as
 * customer.block / customer.unblock; blocking ends the customer's sessions. NOT_FOUND for an
 * unknown id. Blocking a blocked customer keeps the first time.
 */
export async function setCustomerBlocked(
  db: Db,
  staff: StaffSession,
  id: string,
  blocked: boolean,
  now: Date,
): Promise<CustomerRow> {
  const row = await db.transaction(async (tx) => {
    const before = await repo.findUserById(tx, id);
    if (!before) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    const after = await repo.setBlocked(tx, id, blocked ? (before.blockedAt ?? now) : null);
    await recordAudit(tx, {
      staffId: staff.id,
      action: blocked ? 'customer.block' : 'customer.unblock',
      entity: 'customer',
      entityId: id,
      before: { blocked_at: before.blockedAt?.toISOString() ?? null },
      after: { blocked_at: after!.blockedAt?.toISOString() ?? null },
    });
    return after!;
  });
  if (blocked) await revokeSessionsOf(db, 'customer', id);
  return rowOf(row);
}
