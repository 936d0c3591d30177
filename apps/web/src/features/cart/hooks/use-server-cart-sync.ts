/**
 * Mounts the saved-cart sync (server-cart-sync.ts) for the signed-in customer: started when a
 * customer session appears (sign-in, sign-up or app load), stopped when it ends. Guests: nothing,
 * not even its code: it loads with the first customer session.
 */
import { useEffect } from 'react';
import { useSession } from '../../../shared/session/get-session';
import { sessionLost } from '../../../lib/session-lost';
import { loadCartSync } from '../lib/load-cart-sync';

export function useServerCartSync(): void {
  const customerId = useSession().data?._id;
  useEffect(() => {
    if (!customerId) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void loadCartSync().then(({ startCartSync }) => {
      if (!ended) stop = startCartSync(customerId, () => sessionLost('cart-sync'));
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [customerId]);
}

/** Renders nothing; runs useServerCartSync once, inside the app's providers. */
export function ServerCartSync(): null {
  useServerCartSync();
  return null;
}
