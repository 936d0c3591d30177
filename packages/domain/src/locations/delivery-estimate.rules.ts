/**
 * The delivery-estimate rule (storefront spec §9, admin spec §9), checked in order and
 * ignoring case: Ghaziabad or Noida → 24 hours; Delhi, Gurgaon or the state Haryana → 72 hours;
 * anywhere else → 24 to 72 hours.
 */
export function deliveryEstimate(city: string, state: string): string {
  const c = city.toLowerCase();
  const s = state.toLowerCase();
  if (c.includes('ghaziabad') || c.includes('noida')) return 'Delivery in 24 hours';
  if (c.includes('delhi') || c.includes('gurgaon') || s.includes('haryana')) return 'Delivery in 72 hours';
  return 'Delivery in 24 to 72 hours';
}

/** A six-digit Indian pincode; the first digit is never 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
