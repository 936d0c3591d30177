/**
 * A customer's rights over their data (issue 29 "Your data"; Digital Personal Data Protection Act,
 * 2023: s.11 a copy of it, s.12 its erasure). Bodies, limits and messages shared by Account →
 * Privacy and the server.
 */
import { z } from 'zod';
import { text } from '../validation/text.schemas';

/** Hours the mailed download link works. */
export const DATA_EXPORT_LINK_HOURS = 48;
/** Longest download token a link carries (43 base64url characters for 256 bits; room to spare). */
const EXPORT_TOKEN_MAX_LENGTH = 100;

export const EXPORT_LINK_INVALID =
  'This download link has expired or is not yours. Ask for a new copy from Account → Privacy.';
export const ENTER_PASSWORD_TO_DELETE = 'Please enter your password to delete your account';
export const DELETE_PASSWORD_WRONG = 'Your password is not correct';
export const OPEN_ORDERS_BLOCK_DELETE =
  'You have orders or returns still in progress. You can delete your account once they are delivered, cancelled or closed.';

/** GET /user/privacy/export/download?token=…: the token from the mailed link. */
export const exportDownloadQuery = z.strictObject({
  token: text({ max: EXPORT_TOKEN_MAX_LENGTH, error: EXPORT_LINK_INVALID, tooLong: EXPORT_LINK_INVALID }).regex(
    /^[A-Za-z0-9_-]+$/,
    { error: EXPORT_LINK_INVALID },
  ),
});

/** POST /user/privacy/delete: the current password, so a session left open on a shared computer cannot erase the account. */
export const deleteAccountBody = z.strictObject({
  password: text({ max: 200, error: ENTER_PASSWORD_TO_DELETE }).min(1, { error: ENTER_PASSWORD_TO_DELETE }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
