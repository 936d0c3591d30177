/**
 * Navigates after a pause (shopper spec §8: 2 s after an OTP is sent or a password reset, 1.5 s
 * after an OTP is verified), so the success message is read first. Leaving the page cancels it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Returns `later(to, delayMs)`: go to the app path `to` after `delayMs` milliseconds. */
export function useNavigateLater(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ to: string; delayMs: number } | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => void navigate(pending.to), pending.delayMs);
    return () => window.clearTimeout(timer);
  }, [pending, navigate]);
  return useCallback((to: string, delayMs: number) => setPending({ to, delayMs }), []);
}
