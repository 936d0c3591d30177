/**
 * Keeps a signed-in customer's cart on the server too (issue 7; decisions 029, 056), so it follows
 * them to another device and survives a cleared browser. Guests are untouched: their cart lives
 * in localStorage only.
 *
 * For a customer session: at sign-in or app load, and whenever a tab is shown again (at most every
 * RESYNC_MIN_INTERVAL_MS), this device's cart goes to PUT /cart with the base (the saved cart as
 * this browser last saw it, saved-cart-base.ts); the server merges (the union, the larger quantity
 * per product, the coupon while valid; a line this browser has not changed yields to the saved
 * cart's change, so a paid order's lines do not come back from a stale copy) and answers the
 * merged cart, which this device then shows. After that every change of the local cart or
 * applied coupon is saved the same way, 500 ms after the last one (saves go one after another,
 * never overlapping). A save still waiting when the tab closes goes out with fetch keepalive.
 * Sign-out (features/auth/api/logout.ts) saves what is pending, then `forgetLocalCart` empties this
 * device's cart; the server keeps it.
 */
import type { SavedCartData } from '@shop/domain/carts/saved-cart.responses';
import { ApiError, hasErrorCode } from '../../../lib/api-client';
import { isSignInError } from '../../../lib/session-lost';
import type { CartItem } from './cart-items';
import { getCartSnapshot, subscribeCart, writeCart } from './cart-store';
import { readAppliedCoupon, setAppliedCoupon, subscribeAppliedCoupon } from './coupon-store';
import { putSavedCart } from '../api/put-saved-cart';
import { forgetBase, readBase, writeBase, type CartBase } from './saved-cart-base';
import { savedCouponOf, savedLinesOf } from './saved-cart-body';

export const SAVE_DELAY_MS = 500;
/** A tab shown again re-reads the saved cart at most this often (ms). */
export const RESYNC_MIN_INTERVAL_MS = 10_000;

function deviceCart(): CartBase {
  return { lines: savedLinesOf(getCartSnapshot()), couponCode: savedCouponOf(readAppliedCoupon()) };
}

const same = (a: CartBase | null, b: CartBase | null) => JSON.stringify(a) === JSON.stringify(b);

/** The product ids of the lines a 404 reply names (errors[].path 'lines.{i}.product_id'). */
function unknownProducts(error: ApiError, sent: CartBase): Set<string> {
  const ids = (error.errors ?? [])
    .map((e) => /^lines\.(\d+)\.product_id$/.exec(e.path))
    .map((m) => (m ? sent.lines[Number(m[1])]?.product_id : undefined));
  return new Set(ids.filter((id): id is string => id !== undefined));
}

/** True when PUT /cart was refused for its `base` (errors[].path 'base' or 'base.…'). */
export function refusesBase(error: unknown): boolean {
  return (
    hasErrorCode(error, 'VALIDATION_FAILED') &&
    (error.errors ?? []).some((e) => e.path === 'base' || e.path.startsWith('base.'))
  );
}

/** One customer's sync, from sign-in or app load until sign-out or the end of the session. */
export class CartSync {
  private ready = false;
  private stopped = false;
  private loadFailed = false;
  private lastSyncAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private readonly unsubscribe: (() => void)[] = [];

  /** `onSessionEnded` runs when the server says to sign in again (the session ended elsewhere). */
  constructor(
    private readonly customerId: string,
    private readonly onSessionEnded: () => void = () => {},
  ) {}

  start(): void {
    this.unsubscribe.push(subscribeCart(this.changed), subscribeAppliedCoupon(this.changed));
    window.addEventListener('pagehide', this.leaving);
    document.addEventListener('visibilitychange', this.shown);
    this.enqueueSave(false, true);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const off of this.unsubscribe.splice(0)) off();
    window.removeEventListener('pagehide', this.leaving);
    document.removeEventListener('visibilitychange', this.shown);
  }

  /** Sends a save that is still waiting for its delay, and resolves when every save is done. */
  flush(): Promise<void> {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.enqueueSave();
    }
    return this.queue;
  }

  private readonly changed = () => {
    if (this.stopped) return;
    if (!this.ready) {
      // Never save over a cart we could not read: the first sync runs again at the next change.
      if (this.loadFailed) this.enqueueSave(false, true);
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.enqueueSave();
    }, SAVE_DELAY_MS);
  };

  private readonly leaving = () => {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.enqueueSave(true);
  };

  /** A tab shown again (another tab or device may have paid or changed the cart): re-read the saved cart. */
  private readonly shown = () => {
    if (document.visibilityState !== 'visible' || !this.ready) return;
    if (Date.now() - this.lastSyncAt >= RESYNC_MIN_INTERVAL_MS) this.enqueueSave(false, true);
  };

  private enqueueSave(keepalive = false, force = false): void {
    this.queue = this.queue.then(() => this.sync(keepalive, force));
  }

  /**
   * PUT /cart with the base. A base the server refuses (VALIDATION_FAILED naming `base`) is
   * forgotten and the cart sent again as a union, which loses nothing. Any other failure keeps the
   * base: an answer lost on the way (the save may have been made) must not turn the next save into
   * a union, which would bring back lines a paid order or another device removed (issue 27).
   */
  private async send(sent: CartBase, keepalive: boolean): Promise<SavedCartData> {
    const base = readBase(this.customerId);
    try {
      return await putSavedCart({ ...sent, base }, { keepalive });
    } catch (error) {
      if (!(base !== null && refusesBase(error))) throw error;
      forgetBase();
      return putSavedCart({ ...sent, base: null }, { keepalive });
    }
  }

  /** `force`: the first sync and re-reads, sent even when nothing changed here. */
  private async sync(keepalive: boolean, force: boolean): Promise<void> {
    if (this.stopped || (!this.ready && !force)) return;
    const sent = deviceCart();
    if (!force && same(sent, readBase(this.customerId))) return;
    try {
      this.accept(await this.send(sent, keepalive), sent);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        if (!this.ready) this.loadFailed = true;
        return;
      }
      if (isSignInError(error)) return this.sessionEnded();
      // A product that no longer exists: its line cannot be quoted or ordered either, so it goes,
      // and the rest is sent again.
      const gone = error.code === 'NOT_FOUND' ? unknownProducts(error, sent) : new Set<string>();
      if (gone.size > 0) {
        writeCart(getCartSnapshot().filter((item) => !gone.has(item.product_id)));
        if (!this.ready) this.enqueueSave(false, true);
      } else if (!this.ready) this.loadFailed = true;
    }
  }

  /** The server's merged cart becomes the base, and this device's cart unless it changed meanwhile (then it is sent again). */
  private accept(reply: SavedCartData, sent: CartBase): void {
    if (this.stopped) return;
    const saved: CartBase = { lines: savedLinesOf(reply.lines), couponCode: reply.couponCode };
    writeBase(this.customerId, saved);
    this.ready = true;
    this.loadFailed = false;
    this.lastSyncAt = Date.now();
    if (!same(deviceCart(), sent)) return this.changed();
    if (same(sent, saved)) return;
    writeCart(reply.lines satisfies CartItem[]);
    setAppliedCoupon(reply.couponCode ?? undefined);
  }

  private sessionEnded(): void {
    this.stop();
    this.onSessionEnded();
  }
}

let active: CartSync | null = null;

/** Starts syncing the signed-in customer's cart (stopping any earlier sync); returns the stop. */
export function startCartSync(customerId: string, onSessionEnded?: () => void): () => void {
  active?.stop();
  const sync = new CartSync(customerId, onSessionEnded);
  active = sync;
  sync.start();
  return () => {
    sync.stop();
    if (active === sync) active = null;
  };
}

/** Saves what is waiting to be saved (before signing out). Never throws. */
export async function flushServerCart(): Promise<void> {
  await active?.flush().catch(() => undefined);
}

/** After sign-out: stops syncing and empties this device's cart, coupon and base (the server keeps the cart). */
export function forgetLocalCart(): void {
  active?.stop();
  active = null;
  forgetBase();
  writeCart([]);
  setAppliedCoupon(undefined);
}
