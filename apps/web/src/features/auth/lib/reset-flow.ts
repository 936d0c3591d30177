/**
 * Where the password reset stands, kept for this tab's session (shopper spec §4 "Forgot
 * password": the e-mail kept for the session, the verified state stored, both cleared when the
 * new password is set): the e-mail, when the last OTP was sent (ms since the epoch, for the
 * resend countdown) and, once the OTP is verified, the reset token. Never the OTP itself.
 */
export interface ResetFlow {
  email: string;
  sentAt: number;
  resetToken?: string;
}

const KEY = 'passwordReset';

export function readResetFlow(): ResetFlow | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<ResetFlow> | null;
    return typeof value?.email === 'string' && typeof value.sentAt === 'number'
      ? { email: value.email, sentAt: value.sentAt, ...(value.resetToken ? { resetToken: value.resetToken } : {}) }
      : null;
  } catch {
    return null;
  }
}

export function writeResetFlow(flow: ResetFlow): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(flow));
  } catch {
    // Storage refused (private mode): the next page sends the shopper back to the start.
  }
}

export function clearResetFlow(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
