/**
 * Keeps a signed-in customer's cart on the server too (issue 7; decision 029), so it follows
 * them to another device and survives a cleared browser. Guests are untouched: their cart lives
 * in localStorage only.
 *
 * For a customer session: at sign-in or app load, GET /cart and merge it with this device's cart
 * (cart-merge.ts), write the merged lines and coupon locally, and save them back; after that every
 * change of the local cart or applied coupon is saved with PUT /cart, 500 ms after the last one
 * (last write wins; saves go one after another, never overlapping). A cart emptied before the saved one
 * arrives (the payment result page clears a paid order's cart) stays empty, and so does the saved one. A save still waiting when the
 * tab closes goes out with fetch keepalive. Sign-out (lib/auth/logout.ts) saves what is pending,
 * then `forgetLocalCart` empties this device's cart; the server keeps it.
 */
import type { SavedCartBody } from '@shop/domain/carts/saved-cart.schemas';
import { ApiError } from '../api-client';
import { mergeCarts, mergeCoupon, savedCouponOf, savedLinesOf } from './cart-merge';
import { getCartSnapshot, subscribeCart, writeCart } from './cart-store';
import { readAppliedCoupon, setAppliedCoupon, subscribeAppliedCoupon } from './coupon-store';
import { getSavedCart, putSavedCart } from './saved-cart-api';

export const SAVE_DELAY_MS = 500;

function bodyOfDevice(): SavedCartBody {
  return { lines: savedLinesOf(getCartSnapshot()), couponCode: savedCouponOf(readAppliedCoupon()) };
}

/** The product ids of the lines a 404 reply names (errors[].path 'lines.{i}.product_id'). */
function unknownProducts(error: ApiError, body: SavedCartBody): Set<string> {
  const ids = (error.errors ?? []).map((e) => /^lines\.(\d+)\.product_id$/.exec(e.path)).map((m) => (m ? body.lines[Number(m[1])]?.product_id : undefined));
  return new Set(ids.filter((id): id is string => id !== undefined));
}

/** One customer's sync, from sign-in or app load until sign-out or the end of the session. */
export class CartSync {
  private ready = false;
  private stopped = false;
  private loadFailed = false;
  /** The cart was emptied on purpose before the saved one arrived (a paid order's result page clears it). */
  private emptiedBeforeReady = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The body the server holds as far as this tab knows (JSON), so an unchanged cart is not sent again. */
  private lastSaved: string | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readonly unsubscribe: (() => void)[] = [];

  /** `onSessionEnded` runs when the server answers 401 (the session ended elsewhere). */
  constructor(private readonly onSessionEnded: () => void = () => {}) {}

  start(): void {
    this.unsubscribe.push(subscribeCart(this.changed), subscribeAppliedCoupon(this.changed));
    window.addEventListener('pagehide', this.leaving);
    void this.load();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const off of this.unsubscribe.splice(0)) off();
    window.removeEventListener('pagehide', this.leaving);
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

  private async load(): Promise<void> {
    try {
      const saved = await getSavedCart();
      if (this.stopped) return;
      this.lastSaved = JSON.stringify({ lines: savedLinesOf(saved.lines), couponCode: saved.couponCode });
      this.ready = true;
      // Emptied while we waited (the order was paid): the saved lines went with it, and the server forgets them too.
      if (this.emptiedBeforeReady && getCartSnapshot().length === 0) {
        setAppliedCoupon(undefined);
        this.enqueueSave();
        return;
      }
      writeCart(mergeCarts(getCartSnapshot(), saved.lines));
      setAppliedCoupon(mergeCoupon(readAppliedCoupon(), saved.couponCode));
    } catch (error) {
      // Never save over a cart we could not read: try again at the next change.
      if (error instanceof ApiError && error.status === 401) this.sessionEnded();
      else this.loadFailed = true;
    }
  }

  private readonly changed = () => {
    if (this.stopped) return;
    if (!this.ready) {
      if (getCartSnapshot().length === 0) this.emptiedBeforeReady = true;
      if (this.loadFailed) {
        this.loadFailed = false;
        void this.load();
      }
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

  private enqueueSave(keepalive = false): void {
    this.queue = this.queue.then(() => this.save(keepalive));
  }

  private async save(keepalive: boolean): Promise<void> {
    if (!this.ready || this.stopped) return;
    const body = bodyOfDevice();
    const text = JSON.stringify(body);
    if (text === this.lastSaved) return;
    try {
      await putSavedCart(body, { keepalive });
      this.lastSaved = text;
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 401) this.sessionEnded();
      // A product that no longer exists: its line cannot be quoted or ordered either, so it goes,
      // and the change this makes saves the rest.
      const gone = error.status === 404 ? unknownProducts(error, body) : new Set<string>();
      if (gone.size > 0) writeCart(getCartSnapshot().filter((item) => !gone.has(item.product_id)));
    }
  }

  private sessionEnded(): void {
    this.stop();
    this.onSessionEnded();
  }
}

let active: CartSync | null = null;

/** Starts syncing the signed-in customer's cart (stopping any earlier sync); returns the stop. */
export function startCartSync(onSessionEnded?: () => void): () => void {
  active?.stop();
  const sync = new CartSync(onSessionEnded);
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

/** After sign-out: stops syncing and empties this device's cart and coupon (the server keeps them). */
export function forgetLocalCart(): void {
  active?.stop();
  active = null;
  writeCart([]);
  setAppliedCoupon(undefined);
}
