/**
 * The password-reset calls (shopper spec §7: /otp/send-email-otp-forgot-password,
 * /otp/verify-email-otp, /auth/change-password; DESIGN.md: the OTP check returns a reset token
 * that change-password requires). Declared once for the server and the web.
 */
import { defineContract } from '../api/contract.schemas';
import { emptyData } from './account.responses';
import { changePasswordBody, forgotPasswordBody, verifyOtpBody } from './password-reset.schemas';
import { resetTokenData } from './password-reset.responses';

export const passwordResetContract = defineContract('accounts', {
  'POST /otp/send-email-otp-forgot-password': {
    summary: 'Mail a password-reset OTP (the same answer whether or not the e-mail has an account)',
    body: forgotPasswordBody,
    reply: emptyData,
    errors: [400],
  },
  'POST /otp/verify-email-otp': {
    summary: 'Check a password-reset OTP; answers a reset token for POST /auth/change-password',
    body: verifyOtpBody,
    reply: resetTokenData,
    errors: [400, 422],
  },
  'POST /auth/change-password': {
    summary: 'Set a new password with the reset token; every session of the account ends',
    body: changePasswordBody,
    reply: emptyData,
    errors: [400, 422],
  },
});
