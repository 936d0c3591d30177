/**
 * Mounts the saved-cart sync (server-cart-sync.ts) for the signed-in customer: started when a
 * customer session appears (sign-in, sign-up or app load), stopped when it ends. Guests: nothing,
 * not even its code: it loads with the first customer session.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKey, useSession } from '../../../shared/session/get-session';

export function useServerCartSync(): void {
  const queryClient = useQueryClient();
  const customerId = useSession().data?._id;
  useEffect(() => {
    if (!customerId) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('../lib/server-cart-sync').then(({ startCartSync }) => {
      if (!ended)
        stop = startCartSync(customerId, () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }));
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [customerId, queryClient]);
}

/** Renders nothing; runs useServerCartSync once, inside the app's providers. */
export function ServerCartSync(): null {
  useServerCartSync();
  return null;
}
