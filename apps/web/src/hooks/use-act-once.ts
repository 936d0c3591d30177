/**
 * For a page opened from a mailed one-click link (?token=…): runs `act(token)` once when the page
 * opens, React's double effect in development included. Returns the token, or null when the
 * address has none.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export function useActOnce(act: (token: string) => void): string | null {
  const [params] = useSearchParams();
  const token = params.get('token');
  const done = useRef(false);
  useEffect(() => {
    if (!token || done.current) return;
    done.current = true;
    act(token);
  }, [act, token]);
  return token;
}
