/** Service-area replies (admin spec §3 Zipcode, §7): the spec's field names plus the derived Delivery Time. */
import { z } from 'zod';

export const zipcodeItem = z.object({
  _id: z.string(),
  zipcode: z.number().int(),
  dispatchCenter: z.string(),
  originCenter: z.string(),
  returnCenter: z.string(),
  facilityCity: z.string(),
  facilityState: z.string(),
  outOfDeliveryArea: z.boolean(),
  /** From the domain's delivery-estimate rule on the city and state. */
  deliveryTime: z.string(),
});
export type ZipcodeItem = z.infer<typeof zipcodeItem>;

/** POST /zipcode/list */
export const zipcodeListData = z.object({ zipcodeList: z.array(zipcodeItem), zipcodeCount: z.number().int() });
export type ZipcodeListData = z.infer<typeof zipcodeListData>;

/** POST /zipcode/new, /zipcode/{id}/update */
export const zipcodeData = z.object({ zipcode: zipcodeItem });
/** POST /zipcode/{id}/remove */
export const removedZipcodeData = z.object({ _id: z.string() });
