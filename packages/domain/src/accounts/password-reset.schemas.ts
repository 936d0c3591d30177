/**
 * Password reset by e-mail OTP (shopper spec §2 "Forgot password", §4, §5, §7; DESIGN.md "Password
 * reset": the OTP check returns a short-lived reset token that change-password requires). Bodies,
 * limits and the spec's messages, shared by the forms and the server.
 */
import { z } from 'zod';
import { text } from '../validation/text.schemas';
import { emailField, newPasswordSchema } from './auth.schemas';

/** Digits in an OTP (spec §8: OTP length 6). */
export const OTP_LENGTH = 6;
/** How long an OTP may be used, in minutes. */
export const OTP_TTL_MINUTES = 10;
/** Wrong tries an OTP takes before it is void. */
export const OTP_MAX_ATTEMPTS = 5;
/** Seconds before another OTP may be sent to the same e-mail (spec: the resend countdown, 120 s). */
export const OTP_RESEND_SECONDS = 120;
/** How long the reset token from a verified OTP lasts, in minutes; it is good for one change. */
export const RESET_TOKEN_TTL_MINUTES = 15;

export const ENTER_EMAIL = 'Please enter your email address';
export const ENTER_OTP = 'Please enter the 6-digit OTP';
export const INVALID_OTP = 'Invalid OTP. Please try again.';
export const INVALID_RESET_TOKEN = 'This password reset has expired or was already used. Please start again.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const resetEmail = emailField(ENTER_EMAIL);

/** An OTP as typed: exactly six digits. */
export const otpSchema = text({ max: OTP_LENGTH, error: ENTER_OTP, tooLong: ENTER_OTP }).regex(/^[0-9]{6}$/, {
  error: ENTER_OTP,
});

/** POST /otp/send-email-otp-forgot-password */
export const forgotPasswordBody = z.strictObject({ email: resetEmail });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** POST /otp/verify-email-otp */
export const verifyOtpBody = z.strictObject({ email: resetEmail, otp: otpSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;

/** POST /auth/change-password: the spec's email and newPassword, and the token the OTP check gave. */
export const changePasswordBody = z.strictObject({
  email: resetEmail,
  newPassword: newPasswordSchema,
  resetToken: text({ max: 100, error: INVALID_RESET_TOKEN }).min(1, { error: INVALID_RESET_TOKEN }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The reset page's form: the new password twice (spec §5: both required, they must match). */
export const newPasswordForm = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: text({ max: 128, error: 'Please confirm your password' }).min(1, {
      error: 'Please confirm your password',
    }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;
