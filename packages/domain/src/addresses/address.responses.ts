/**
 * Saved-address replies (shopper spec §3 Address; decision 028). The server declares these as
 * its response schemas; the web imports the inferred types.
 */
import { z } from 'zod';

/** One of the customer's saved addresses. `state` is the canonical name of an Indian state or UT. */
export const savedAddress = z.object({
  _id: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  /** Empty when the address is not a business's. */
  companyName: z.string(),
  /** A valid GSTIN of `state`, or empty. */
  gstNumber: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

/** GET /addresses: oldest first, the order POST /user/{id}/update-address's index counts in. */
export const addressListData = z.object({ addresses: z.array(savedAddress) });
export type AddressListData = z.infer<typeof addressListData>;

/** POST /addresses, PUT /addresses/{id} */
export const addressData = z.object({ address: savedAddress });

/** POST /user/{id}/update-address: the customer's addresses after the change, and as the spec's text lines. */
export const updatedAddressesData = z.object({ addresses: z.array(savedAddress), address: z.array(z.string()) });
