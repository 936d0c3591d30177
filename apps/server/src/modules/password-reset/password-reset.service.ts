/**
 * Password reset by e-mail OTP (issue 29; shopper spec §2 "Forgot password", §7 /otp and
 * /auth/change-password calls; DESIGN.md "Password reset": the OTP check returns a short-lived
 * reset token that change-password requires).
 *
 * - send: a 6-digit OTP (crypto.randomInt), kept only as an HMAC-SHA256 under the server's secret,
 *   valid OTP_TTL_MINUTES, mailed; a newer OTP voids the older ones. An unknown e-mail gets the
 *   same answer and no mail, so the call does not tell who has an account. The 120 s between two
 *   sends to one e-mail is the route's rate limit (known or not alike).
 * - verify: the newest usable OTP is compared in constant time; a wrong one counts a try
 *   (OTP_MAX_ATTEMPTS void it). A right one answers a random 256-bit reset token, kept as an HMAC,
 *   valid RESET_TOKEN_TTL_MINUTES.
 * - change: the token and the e-mail must match an open row; the password is replaced (argon2id),
 *   the row closed (single use), every session of the account ended, and "your password was
 *   changed" mailed.
 * Errors: UNPROCESSABLE INVALID_OTP 'Invalid OTP. Please try again.'; UNPROCESSABLE
 * INVALID_RESET_TOKEN. The OTP itself sits in the queued mail's payload until the mail is sent
 * (and then for its 10 minutes at most is of any use).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  INVALID_OTP,
  INVALID_RESET_TOKEN,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  RESET_TOKEN_TTL_MINUTES,
  type ChangePasswordBody,
  type VerifyOtpBody,
} from '@shop/domain/accounts/password-reset.schemas';
import type { ResetTokenData } from '@shop/domain/accounts/password-reset.responses';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/new-id';
import { customerByEmail, setCustomerPassword } from '../accounts/accounts.service';
import { enqueueMail, PASSWORD_CHANGED_MAIL, PASSWORD_RESET_OTP_MAIL } from '../mail/mail.service';
import { revokeSessionsOf } from '../sessions/sessions.service';
import * as repo from './password-reset.repository';

const MINUTE_MS = 60_000;

/** HMAC-SHA256 of `value` under `secret`, hex. */
function keyed(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

const otpHashOf = (secret: string, rowId: string, otp: string) => keyed(secret, `otp:${rowId}:${otp}`);
const tokenHashOf = (secret: string, token: string) => keyed(secret, `reset-token:${token}`);

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** POST /otp/send-email-otp-forgot-password: mails a new OTP to `email` when it has an account; nothing else otherwise. */
export async function sendResetOtp(db: Db, secret: string, email: string, now: Date): Promise<void> {
  const customer = await customerByEmail(db, email);
  if (!customer) return;
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = newId();
  await db.transaction(async (tx) => {
    await repo.closeOpenResets(tx, customer.id, now);
    await repo.insertReset(tx, {
      id,
      userId: customer.id,
      otpHash: otpHashOf(secret, id, otp),
      otpExpiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE_MS),
    });
    await enqueueMail(tx, {
      template: PASSWORD_RESET_OTP_MAIL,
      to: customer.email,
      data: { customerName: customer.name, otp, validMinutes: OTP_TTL_MINUTES },
    });
  });
}

/** POST /otp/verify-email-otp: the reset token for a right OTP; INVALID_OTP otherwise (a wrong one counts a try). */
export async function verifyResetOtp(db: Db, secret: string, body: VerifyOtpBody, now: Date): Promise<ResetTokenData> {
  const customer = await customerByEmail(db, body.email);
  const token = randomBytes(32).toString('base64url');
  const verified = customer
    ? await db.transaction(async (tx) => {
        const row = await repo.lockUsableOtp(tx, customer.id, now, OTP_MAX_ATTEMPTS);
        if (!row) return false;
        if (!sameHex(row.otpHash, otpHashOf(secret, row.id, body.otp))) {
          await repo.countWrongTry(tx, row.id, row.attempts + 1);
          return false;
        }
        const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * MINUTE_MS);
        await repo.storeToken(tx, row.id, tokenHashOf(secret, token), expiresAt);
        return true;
      })
    : false;
  if (!verified) throw new AppError('UNPROCESSABLE', INVALID_OTP, undefined, 'INVALID_OTP');
  return { resetToken: token, expiresInSeconds: RESET_TOKEN_TTL_MINUTES * 60 };
}

/** POST /auth/change-password: sets the new password with a reset token; INVALID_RESET_TOKEN when it is not good for this e-mail. */
export async function changePasswordWithToken(
  db: Db,
  secret: string,
  body: ChangePasswordBody,
  now: Date,
): Promise<void> {
  const customer = await customerByEmail(db, body.email);
  const changed = await db.transaction(async (tx) => {
    const row = await repo.lockByToken(tx, tokenHashOf(secret, body.resetToken), now);
    if (!row || !customer || row.userId !== customer.id) return false;
    await setCustomerPassword(tx, customer.id, body.newPassword);
    await repo.closeOpenResets(tx, customer.id, now);
    await enqueueMail(tx, {
      template: PASSWORD_CHANGED_MAIL,
      to: customer.email,
      data: { customerName: customer.name },
    });
    return true;
  });
  if (!changed || !customer) {
    throw new AppError('UNPROCESSABLE', INVALID_RESET_TOKEN, undefined, 'INVALID_RESET_TOKEN');
  }
  // After the commit: a request that read a session before it cannot cache it again.
  await revokeSessionsOf(db, 'customer', customer.id);
}

/** Account erasure (issue 29): deletes the customer's password-reset rows, in the caller's transaction. */
export function eraseResetsOf(tx: DbOrTx, userId: string): Promise<void> {
  return repo.deleteResetsOf(tx, userId);
}
