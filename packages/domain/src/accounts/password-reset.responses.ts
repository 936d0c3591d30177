/** Replies of the password-reset calls (password-reset.contract.ts). */
import { z } from 'zod';

/** POST /otp/verify-email-otp: the token POST /auth/change-password needs, and how long it lasts (seconds). */
export const resetTokenData = z.object({ resetToken: z.string(), expiresInSeconds: z.number().int() });
export type ResetTokenData = z.infer<typeof resetTokenData>;
