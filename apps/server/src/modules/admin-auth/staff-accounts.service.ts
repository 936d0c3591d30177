/**
 * Staff accounts, run by a SuperAdmin (issue 9 "Staff accounts"; decision 034): list, create
 * (SubAdmin or SuperAdmin, passwords by the sign-up's rules), change role, deactivate and
 * reactivate, reset a password; and any staff member changes their own password. Each change
 * is audited in its transaction. Deactivation and a password reset end the person's sessions at
 * once (their next call is 401); a role change applies from their next call. No change may leave
 * the shop without an active SuperAdmin (CONFLICT LAST_SUPER_ADMIN).
 */
import type { StaffRole } from '@shop/domain/accounts/auth.schemas';
import type { StaffAccount } from '@shop/domain/staff/staff.responses';
import {
  CURRENT_PASSWORD_WRONG,
  LAST_SUPER_ADMIN,
  SAME_PASSWORD,
  STAFF_EMAIL_TAKEN,
  STAFF_NOT_FOUND,
  type ChangeOwnPasswordBody,
  type NewStaffBody,
} from '@shop/domain/staff/staff.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { StaffSession } from '../sessions/sessions.service';
import { hashPassword, verifyPassword } from '../../lib/password';
import { recordAudit } from '../audit/audit.service';
import { forgetSessionsOf, revokeSessionsOf } from '../sessions/sessions.service';
import * as repo from './admin-auth.repository';

type Actor = Pick<StaffSession, 'id'>;

/** The staff member as the Staff screen shows them. */
function toAccount(row: repo.AdminRow): StaffAccount {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a staff member: never the password hash. */
const audited = (row: repo.AdminRow) => ({ name: row.name, email: row.email, role: row.role, active: row.active });

/** GET /admin/staff: every staff member, SuperAdmins first. */
export async function listStaff(db: DbOrTx): Promise<StaffAccount[]> {
  return (await repo.listAdmins(db)).map(toAccount);
}

/** POST /admin/staff: a new active staff member. CONFLICT when a staff member has the e-mail. */
export async function createStaff(db: Db, actor: Actor, body: NewStaffBody): Promise<StaffAccount> {
  const passwordHash = await hashPassword(body.password);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertAdmin(tx, { name: body.name, email: body.email, role: body.role, passwordHash });
    if (!created) throw new AppError('CONFLICT', STAFF_EMAIL_TAKEN, [{ path: 'email', message: STAFF_EMAIL_TAKEN }]);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'staff.create',
      entity: 'staff',
      entityId: created.id,
      before: null,
      after: audited(created),
    });
    return created;
  });
  return toAccount(row);
}

/**
 * Locks the active SuperAdmins, then the staff row `adminId` (always in this order, so two
 * changes cannot wait on each other); NOT_FOUND when there is no such row. `wouldLeaveNone`
 * tells whether taking `adminId` out of the active SuperAdmins leaves none.
 */
async function lockForChange(tx: DbOrTx, adminId: string) {
  const superAdmins = await repo.lockActiveSuperAdmins(tx);
  const target = await repo.findAdminById(tx, adminId, true);
  if (!target) throw new AppError('NOT_FOUND', STAFF_NOT_FOUND);
  const wouldLeaveNone = superAdmins.length === 1 && superAdmins[0] === adminId;
  return { target, wouldLeaveNone };
}

/** POST /admin/staff/{id}/role. CONFLICT LAST_SUPER_ADMIN when it would demote the last active SuperAdmin. */
export async function setStaffRole(db: Db, actor: Actor, adminId: string, role: StaffRole): Promise<StaffAccount> {
  const row = await db.transaction(async (tx) => {
    const { target, wouldLeaveNone } = await lockForChange(tx, adminId);
    if (target.role === role) return target;
    if (role !== 'SuperAdmin' && wouldLeaveNone) throw new AppError('CONFLICT', LAST_SUPER_ADMIN);
    const updated = (await repo.updateAdmin(tx, adminId, { role }))!;
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'staff.role',
      entity: 'staff',
      entityId: adminId,
      before: { role: target.role },
      after: { role },
    });
    return updated;
  });
  forgetSessionsOf('staff', adminId);
  return toAccount(row);
}

/**
 * POST /admin/staff/{id}/deactivate and /activate. Deactivating ends every session of theirs in
 * the same transaction (their next call is 401) and refuses their sign-in; CONFLICT
 * LAST_SUPER_ADMIN for the last active SuperAdmin. Setting the flag it already has changes nothing.
 */
export async function setStaffActive(db: Db, actor: Actor, adminId: string, active: boolean): Promise<StaffAccount> {
  const row = await db.transaction(async (tx) => {
    const { target, wouldLeaveNone } = await lockForChange(tx, adminId);
    if (target.active === active) return target;
    if (!active && wouldLeaveNone) throw new AppError('CONFLICT', LAST_SUPER_ADMIN);
    const updated = (await repo.updateAdmin(tx, adminId, { active }))!;
    if (!active) await revokeSessionsOf(tx, 'staff', adminId);
    await recordAudit(tx, {
      staffId: actor.id,
      action: active ? 'staff.activate' : 'staff.deactivate',
      entity: 'staff',
      entityId: adminId,
      before: { active: target.active },
      after: { active },
    });
    return updated;
  });
  // Again after the commit: a request that read the row before it could have cached the session.
  forgetSessionsOf('staff', adminId);
  return toAccount(row);
}

/** Deactivates a staff member (setStaffActive with false). */
export function deactivateStaff(db: Db, actor: Actor, adminId: string): Promise<StaffAccount> {
  return setStaffActive(db, actor, adminId, false);
}

/**
 * POST /admin/staff/{id}/reset-password: sets a new password the SuperAdmin gives the person and
 * ends their sessions (but the SuperAdmin's own current one, when they reset their own).
 */
export async function resetStaffPassword(
  db: Db,
  actor: StaffSession,
  adminId: string,
  password: string,
): Promise<StaffAccount> {
  const passwordHash = await hashPassword(password);
  const row = await db.transaction(async (tx) => {
    const target = await repo.findAdminById(tx, adminId, true);
    if (!target) throw new AppError('NOT_FOUND', STAFF_NOT_FOUND);
    const updated = (await repo.updateAdmin(tx, adminId, { passwordHash }))!;
    await revokeSessionsOf(tx, 'staff', adminId, { except: adminId === actor.id ? actor.sid : undefined });
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'staff.reset-password',
      entity: 'staff',
      entityId: adminId,
      before: null,
      after: null,
    });
    return updated;
  });
  forgetSessionsOf('staff', adminId);
  return toAccount(row);
}

/**
 * POST /admin/change-password: a staff member changes their own password, giving the current
 * one (VALIDATION CURRENT_PASSWORD_WRONG otherwise, nothing changed). Their other sessions end;
 * this one stays.
 */
export async function changeOwnPassword(db: Db, staff: StaffSession, body: ChangeOwnPasswordBody): Promise<void> {
  if (body.current_password === body.new_password)
    throw new AppError('VALIDATION', SAME_PASSWORD, [{ path: 'new_password', message: SAME_PASSWORD }]);
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    const me = await repo.findAdminById(tx, staff.id, true);
    if (!me?.active)
      throw new AppError('UNAUTHENTICATED', 'Authentication failed. Please login again.', undefined, 'SESSION_EXPIRED');
    if (!(await verifyPassword(me.passwordHash, body.current_password))) {
      throw new AppError('VALIDATION', CURRENT_PASSWORD_WRONG, [
        { path: 'current_password', message: CURRENT_PASSWORD_WRONG },
      ]);
    }
    await repo.updateAdmin(tx, staff.id, { passwordHash });
    await revokeSessionsOf(tx, 'staff', staff.id, { except: staff.sid });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'staff.change-own-password',
      entity: 'staff',
      entityId: staff.id,
      before: null,
      after: null,
    });
  });
  forgetSessionsOf('staff', staff.id);
}
