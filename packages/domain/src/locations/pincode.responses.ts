/** GET /location/pincode/{pincode} (shopper spec §5 "ZIP delivery check"): India Post place names and serviceability. */
import { z } from 'zod';

export const pincodeInfo = z.object({
  pincode: z.string(),
  office: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  /** Degrees; null when India Post has no coordinates for the pincode. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  serviceable: z.boolean(),
  /** An out-of-delivery-area pincode: served, but slower. */
  outOfDeliveryArea: z.boolean(),
  /** The delivery-estimate text, e.g. "2-3 days". */
  deliveryTime: z.string(),
});
export type PincodeInfo = z.infer<typeof pincodeInfo>;
