/**
 * The one place a lost session is noticed (issue 28 item 5, decision 066): every failed query and
 * mutation (the query client's caches) and the saved-cart sync report their error here; a reply
 * whose code is UNAUTHENTICATED or SESSION_EXPIRED goes to the one handler the app mounts
 * (app/session-lost-handler.tsx), which takes the person to the right sign-in page. Pages only
 * show their own message; none checks for a 401 itself.
 */
import { SIGN_IN_CODES } from '@shop/domain/api/api.errors';
import { ApiError } from './api-client';
import { isAdminPath } from '../config/paths';

/**
 * Where the error came from: a read the page shows (`read`), an action the person took
 * (`action`, they read its message first), or the signed-in customer's background cart sync.
 */
export type SessionLostSource = 'read' | 'action' | 'cart-sync';

/** What the handler does about it. */
export type SessionLostStep =
  /** Re-read the customer session: a page that needs one (RequireUser) then opens /login?from=… */
  | 'recheck-customer'
  /** Re-read the staff session: the admin layout then opens the admin login. */
  | 'recheck-staff'
  /** Let the action's message show for a moment, then forget the staff session and open the admin login (admin spec §8). */
  | 'staff-login-after-notice';

/** True when `error` says "sign in (again)": the reply's code, never its status or text. */
export function isSignInError(error: unknown): boolean {
  return error instanceof ApiError && SIGN_IN_CODES.includes(error.code);
}

/** The step for a lost session reported from `source` while `pathname` is shown. */
export function sessionLostStep(pathname: string, source: SessionLostSource): SessionLostStep {
  if (source === 'cart-sync' || !isAdminPath(pathname)) return 'recheck-customer';
  return source === 'action' ? 'staff-login-after-notice' : 'recheck-staff';
}

type Handler = (source: SessionLostSource) => void;
let handler: Handler | undefined;

/** Installs the app's handler; returns the function that removes it. */
export function setSessionLostHandler(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

/** Hands `error` to the handler when it is a sign-in error; true when it was one. */
export function reportSessionLost(error: unknown, source: SessionLostSource): boolean {
  if (!isSignInError(error)) return false;
  sessionLost(source);
  return true;
}

/** Tells the handler a session is gone, for a caller that has already judged the error (the cart sync). */
export function sessionLost(source: SessionLostSource): void {
  handler?.(source);
}
