/**
 * Every module's calls (decision 068): the list the server's completeness test checks against the
 * routes it registers, and the one type the web's `api.call` looks a key up in. A module's
 * contract joins both here when it is declared.
 */
import { accountsContract } from '../accounts/accounts.contract';
import { addressesContract } from '../addresses/addresses.contract';
import { adminAuthContract } from '../admin-auth/admin-auth.contract';
import { staffAccountsContract } from '../admin-auth/staff-accounts.contract';
import { returnsContract } from '../returns/returns.contract';
import { reviewsContract } from '../reviews/reviews.contract';
import { supportContract } from '../support/support.contract';
import { trackingContract } from '../tracking/tracking.contract';

/** Each module's contract, for the server's check that every /api/v1 route is declared. */
export const apiContracts = [
  addressesContract,
  accountsContract,
  adminAuthContract,
  staffAccountsContract,
  supportContract,
  reviewsContract,
  returnsContract,
  trackingContract,
] as const;

/** Every declared call, by key: the web imports this as a type only. */
export type ApiContract = typeof addressesContract &
  typeof accountsContract &
  typeof adminAuthContract &
  typeof staffAccountsContract &
  typeof supportContract &
  typeof reviewsContract &
  typeof returnsContract &
  typeof trackingContract;

/** The key of any declared call, e.g. `"PUT /addresses/:id"`. */
export type ApiRouteKey = keyof ApiContract;
