/**
 * Staff sign-in (admin spec §7 POST /admin/login) and the staff facts sessions rely on: staff
 * live in their own table with a role, SubAdmin or SuperAdmin, and an active flag, read from the
 * database for every admin call (decision 010). Deactivating someone or changing their role
 * takes effect on their open sessions at once (staff-accounts.service.ts; decision 034).
 */
import type { StaffAdmin } from '@shop/domain/accounts/account.responses';
import type { LoginBody } from '@shop/domain/accounts/auth.schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { StaffSession } from '../sessions/sessions.service';
import { INVALID_CREDENTIALS, verifyPasswordOrDummy } from '../../lib/password';
import * as repo from './admin-auth.repository';

/** The staff member as the API shows them. */
export function toApiAdmin(admin: Pick<repo.AdminRow, 'id' | 'name' | 'email' | 'role'>): StaffAdmin {
  return { _id: admin.id, name: admin.name, email: admin.email, role: admin.role };
}

/**
 * Checks a staff e-mail and password; UNAUTHENTICATED 'Invalid email or password' otherwise,
 * also for a deactivated account (the same answer, so the page does not tell which).
 */
export async function logIn(db: DbOrTx, body: LoginBody): Promise<repo.AdminRow> {
  const admin = await repo.findAdminByEmail(db, body.email);
  // Verified against a dummy hash when the e-mail is unknown, so both answers take as long.
  const passwordMatches = await verifyPasswordOrDummy(admin?.passwordHash, body.password);
  if (!admin || !passwordMatches || !admin.active)
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS, undefined, 'INVALID_CREDENTIALS');
  return admin;
}

/** The staff member behind a session, read fresh, or undefined when gone or deactivated. */
export async function staffSubject(db: DbOrTx, id: string): Promise<Omit<StaffSession, 'sid'> | undefined> {
  const admin = await repo.findAdminById(db, id);
  if (!admin?.active) return undefined;
  return { kind: 'staff', id: admin.id, name: admin.name, email: admin.email, role: admin.role };
}

/** Names and e-mails of staff members by id (the audit log shows who made each change). */
export async function staffNames(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { name: string; email: string }>> {
  const rows = await repo.adminNames(db, ids);
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}
