/**
 * Pincode look-up for the delivery check on the product page and the checkout form
 * (shopper spec §5 "ZIP delivery check"): India Post data for place names, the shop's service
 * areas for serviceability, and the delivery-estimate rule from domain.
 */
import { deliveryEstimate } from '@shop/domain/locations/delivery-estimate';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './locations.repository';

export const NOT_SERVICEABLE = 'Sorry, delivery not available in your area.';

/**
 * Whether the shop delivers to a pincode: it must be one of the service areas (shopper spec §5,
 * "served if the pincode is in a local list with active status"). An out-of-delivery-area (ODA)
 * pincode is still served, as couriers do, only more slowly.
 */
export async function isServiceable(db: DbOrTx, pincode: string): Promise<boolean> {
  return (await repo.findServiceAreaId(db, pincode)) !== undefined;
}

/** What the shop knows about a pincode; NOT_FOUND with the spec's message when it knows nothing. */
export async function lookUpPincode(db: DbOrTx, pincode: string) {
  const [place, area] = await Promise.all([repo.findPincode(db, pincode), repo.findServiceArea(db, pincode)]);
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
    serviceable: area !== undefined,
    outOfDeliveryArea: area?.outOfDeliveryArea ?? false,
    deliveryTime: deliveryEstimate(city, state),
  };
}
