/**
 * A countdown to the home page (shopper spec §4: the fallback page's 10 s, the cancelled pages'
 * 3 s): the whole seconds left, once a second, then a replacing navigation to /. `stop` ends it
 * where it is (the shopper chose to stay); `goNow` does not wait.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';

export function useCountdownHome(seconds: number): {
  left: number;
  running: boolean;
  stop: () => void;
  goNow: () => void;
} {
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);
  const [running, setRunning] = useState(true);
  const goNow = useCallback(() => void navigate(paths.home(), { replace: true }), [navigate]);
  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      goNow();
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, running, goNow]);
  return { left, running, stop: useCallback(() => setRunning(false), []), goNow };
}
