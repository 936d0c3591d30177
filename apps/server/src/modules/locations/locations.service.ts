/**
 * Pincode look-up for the delivery check on the product page and the checkout form
 * (shopper spec §5 "ZIP delivery check"): India Post data for place names, the shop's service
 * areas for serviceability, and the delivery-estimate rule from domain.
 */
import { eq } from 'drizzle-orm';
import { deliveryEstimate } from '@shop/domain/locations/delivery-estimate';
import type { DbOrTx } from '../../db/client';
import { pincodes, serviceAreas } from '../../db/schema/locations';
import { AppError } from '../../lib/app-error';

export const NOT_SERVICEABLE = 'Sorry, delivery not available in your area.';

/** What the shop knows about a pincode; NOT_FOUND with the spec's message when it knows nothing. */
export async function lookUpPincode(db: DbOrTx, pincode: string) {
  const [[place], [area]] = await Promise.all([
    db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1),
    db.select().from(serviceAreas).where(eq(serviceAreas.zipcode, pincode)).limit(1),
  ]);
  if (!place && !area) throw new AppError('NOT_FOUND', NOT_SERVICEABLE);
  const city = area?.facilityCity ?? place?.district ?? '';
  const state = area?.facilityState ?? place?.state ?? '';
  return {
    pincode,
    office: place?.officeName ?? '',
    district: place?.district ?? city,
    city,
    state,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    serviceable: area !== undefined && !area.outOfDeliveryArea,
    deliveryTime: deliveryEstimate(city, state),
  };
}
