/**
 * Seconds until another OTP may be sent (shopper spec §4: resend is disabled for a 120 s
 * countdown), from when the last one was sent (`sentAt`, ms since the epoch); 0 when it may.
 */
import { useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS } from '@shop/domain/accounts/password-reset.schemas';

export function useResendCountdown(sentAt: number): number {
  const [now, setNow] = useState(Date.now);
  const left = Math.min(OTP_RESEND_SECONDS, Math.max(0, Math.ceil((sentAt + OTP_RESEND_SECONDS * 1000 - now) / 1000)));
  const counting = left > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);
  return left;
}
