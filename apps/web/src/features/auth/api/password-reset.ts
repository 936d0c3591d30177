/**
 * The password-reset calls (shopper spec §7; DESIGN.md: the OTP check answers a reset token that
 * change-password requires): send the OTP, check it, set the new password.
 */
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, VerifyOtpBody } from '@shop/domain/accounts/password-reset.schemas';
import { api } from '../../../lib/api-client';

/** POST /otp/send-email-otp-forgot-password: mails an OTP (the same answer whether or not the e-mail has an account). */
export function useSendResetOtp() {
  return useMutation({
    mutationFn: (email: string) => api.call('POST /otp/send-email-otp-forgot-password', { body: { email } }),
  });
}

/** POST /otp/verify-email-otp: the reset token for a right OTP. */
export function useVerifyResetOtp() {
  return useMutation({ mutationFn: (body: VerifyOtpBody) => api.call('POST /otp/verify-email-otp', { body }) });
}

/** POST /auth/change-password with the reset token. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.call('POST /auth/change-password', { body }),
  });
}
