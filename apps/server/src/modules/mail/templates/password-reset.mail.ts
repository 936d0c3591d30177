/**
 * The password reset's messages (issue 29; shopper spec §2 "Forgot password"): the OTP, sent by
 * POST /otp/send-email-otp-forgot-password, and "your password was changed", sent when
 * POST /auth/change-password sets a new one (so a change the owner did not make is noticed).
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { esc, frame, type MailContext } from './layout.mail';

export const PASSWORD_RESET_OTP_MAIL = 'password-reset-otp';
export const PASSWORD_CHANGED_MAIL = 'password-changed';

export const passwordResetOtpData = z.object({
  customerName: text({ max: 200 }),
  otp: text({ max: 6 }).regex(/^[0-9]{6}$/),
  validMinutes: z.number().int().positive(),
});
export type PasswordResetOtpData = z.infer<typeof passwordResetOtpData>;

export const passwordChangedData = z.object({ customerName: text({ max: 200 }) });
export type PasswordChangedData = z.infer<typeof passwordChangedData>;

export function renderPasswordResetOtp(data: PasswordResetOtpData, ctx: MailContext) {
  const sentence = `Use this code to reset your ${ctx.shop.shopName} password. It works for ${data.validMinutes} minutes.`;
  const ignore = 'If you did not ask to reset your password, ignore this message: your password stays as it is.';
  return frame(ctx, {
    subject: `${data.otp} is your ${ctx.shop.shopName} password reset code`,
    heading: `Hello ${data.customerName}`,
    html: `<p>${esc(sentence)}</p>\n<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${esc(data.otp)}</p>\n<p>${esc(ignore)}</p>`,
    text: [sentence, '', data.otp, '', ignore],
  });
}

export function renderPasswordChanged(data: PasswordChangedData, ctx: MailContext) {
  const sentence = `The password of your ${ctx.shop.shopName} account was just changed, and every device signed in with the old one was signed out.`;
  const warning = `If you did not change it, reset it now from "Forgot password?" on the sign-in page and write to ${ctx.shop.supportEmail}.`;
  return frame(ctx, {
    subject: `Your ${ctx.shop.shopName} password was changed`,
    heading: `Hello ${data.customerName}`,
    html: `<p>${esc(sentence)}</p>\n<p>${esc(warning)}</p>`,
    text: [sentence, '', warning],
  });
}
