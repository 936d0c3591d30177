/**
 * Staff sign-in (admin spec §7 POST /admin/login): staff live in their own table with a role,
 * SubAdmin or SuperAdmin, checked on the server for every admin call.
 */
import { eq } from 'drizzle-orm';
import type { StaffAdmin } from '@shop/domain/accounts/account.responses';
import type { LoginBody } from '@shop/domain/accounts/auth.schemas';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import type { StaffSession } from '../../plugins/auth';
import { verifyPassword } from '../accounts/password';
import { INVALID_CREDENTIALS } from '../accounts/accounts.service';

type AdminRow = typeof admins.$inferSelect;

export function sessionOf(admin: AdminRow): StaffSession {
  return { kind: 'staff', id: admin.id, name: admin.name, email: admin.email, role: admin.role };
}

/** The staff member as the API shows them. */
export function toApiAdmin(admin: Pick<AdminRow, 'id' | 'name' | 'email' | 'role'>): StaffAdmin {
  return { _id: admin.id, name: admin.name, email: admin.email, role: admin.role };
}

/** Checks a staff e-mail and password; UNAUTHENTICATED 'Invalid email or password' otherwise. */
export async function logIn(db: DbOrTx, body: LoginBody): Promise<AdminRow> {
  const [admin] = await db.select().from(admins).where(eq(admins.email, body.email)).limit(1);
  if (!admin || !(await verifyPassword(admin.passwordHash, body.password))) {
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  }
  return admin;
}
