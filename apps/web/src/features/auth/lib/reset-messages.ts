/**
 * What the reset pages say when a call fails (shopper spec §8 "Forgot password"): the server's
 * own message where it tells the shopper what to do (a field refused, wait before resending, a
 * wrong OTP, a used-up reset), the spec's 'Failed to …' otherwise.
 */
import { hasErrorCode } from '../../../lib/api-client';

const SHOWN_AS_SENT = ['VALIDATION_FAILED', 'RATE_LIMITED', 'INVALID_OTP', 'INVALID_RESET_TOKEN'] as const;

function messageOr(error: Error, fallback: string): string {
  return hasErrorCode(error, ...SHOWN_AS_SENT) ? error.message : fallback;
}

export const sendFailureMessage = (error: Error) => messageOr(error, 'Failed to send OTP. Please try again later.');
export const resendFailureMessage = (error: Error) => messageOr(error, 'Failed to resend OTP. Please try again later.');
export const verifyFailureMessage = (error: Error) => messageOr(error, 'Invalid OTP. Please try again.');
export const resetFailureMessage = (error: Error) =>
  messageOr(error, 'Failed to reset password. Please try again later.');
