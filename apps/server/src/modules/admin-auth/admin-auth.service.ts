/**
 * Staff sign-in (admin spec §7 POST /admin/login) and the staff facts sessions rely on: staff
 * live in their own table with a role, SubAdmin or SuperAdmin, and an active flag, read from the
 * database for every admin call (decision 010). Deactivating someone or changing their role
 * takes effect on their open sessions at once.
 */
import type { StaffAdmin } from '@shop/domain/accounts/account.responses';
import type { LoginBody, StaffRole } from '@shop/domain/accounts/auth.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { StaffSession } from '../../plugins/auth';
import { INVALID_CREDENTIALS, verifyPasswordOrDummy } from '../accounts/accounts.service';
import { forgetSessionsOf, revokeSessionsOf } from '../sessions/sessions.service';
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
  if (!admin || !passwordMatches || !admin.active) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  return admin;
}

/** The staff member behind a session, read fresh, or undefined when gone or deactivated. */
export async function staffSubject(db: DbOrTx, id: string): Promise<Omit<StaffSession, 'sid'> | undefined> {
  const admin = await repo.findAdminById(db, id);
  if (!admin?.active) return undefined;
  return { kind: 'staff', id: admin.id, name: admin.name, email: admin.email, role: admin.role };
}

/**
 * Deactivates a staff member: they cannot sign in and every open session of theirs ends now.
 * NOT_FOUND for an unknown id. Takes the plain database (not a transaction) so the sessions
 * cache is cleared after the change is committed.
 */
export async function deactivateStaff(db: Db, adminId: string): Promise<void> {
  const admin = await repo.updateAdmin(db, adminId, { active: false });
  if (!admin) throw new AppError('NOT_FOUND', 'Staff member not found');
  await revokeSessionsOf(db, 'staff', adminId);
}

/** Sets a staff member's role; their open sessions carry the new role from their next request. */
export async function setStaffRole(db: Db, adminId: string, role: StaffRole): Promise<void> {
  const admin = await repo.updateAdmin(db, adminId, { role });
  if (!admin) throw new AppError('NOT_FOUND', 'Staff member not found');
  forgetSessionsOf('staff', adminId);
}
