/**
 * Product warranty in months (admin spec §2 Order Management "total warranty", §9 "Warranty
 * display switches to years at 12 months or more"; issue 10). A product carries a whole number
 * of months (0 = none); an order line records the months it was sold with.
 */

/** The most months a product's warranty may have (10 years). */
export const MAX_WARRANTY_MONTHS = 120;

/**
 * The warranty as staff read it: `months` ≥ 12 in years with one decimal ('1.5 years', '1.0 year'
 * for 12), 1–11 in months ('6 months', '1 month'), else (0, null, undefined, negative) 'N/A'.
 */
export function warrantyLabel(months: number | null | undefined): string {
  if (months == null || !Number.isFinite(months) || months <= 0) return 'N/A';
  if (months >= 12) {
    const years = (Math.round((months / 12) * 10) / 10).toFixed(1);
    return `${years} ${years === '1.0' ? 'year' : 'years'}`;
  }
  const whole = Math.round(months);
  return `${whole} ${whole === 1 ? 'month' : 'months'}`;
}

/** The months an order line records from its product's warranty: null when the product has none. */
export function lineWarrantyMonths(productMonths: number | null | undefined): number | null {
  return productMonths && productMonths > 0 ? productMonths : null;
}

/** The most months an extended warranty may add (5 years; docs/decisions/039). */
export const MAX_EXTENDED_WARRANTY_MONTHS = 60;

/**
 * GST on an extended warranty: it is a service (a maintenance and repair contract), not part of
 * the goods, so it carries its own rate and SAC code whatever the product's HSN rate is
 * (docs/decisions/039). 18% in basis points.
 */
export const EXTENDED_WARRANTY_GST_RATE_BP = 1800;
/** SAC 998714: maintenance and repair services of computers and peripheral equipment (decision 039). */
export const EXTENDED_WARRANTY_SAC = '998714';

export const EXTENDED_WARRANTY_PRICE_NEEDED =
  'Extended warranty price must be above 0 when extended warranty months are set';
export const NO_EXTENDED_WARRANTY_OFFERED = (productName: string) => `${productName} has no extended warranty on offer`;

/**
 * Why a product's extended warranty offer cannot stand, or null. Takes the months (0 = none
 * offered, else 1–60) and the price per unit before GST in paise; a price is needed when months > 0.
 */
export function extendedWarrantyProblem(months: number, unitPricePaise: number): string | null {
  if (!Number.isInteger(months) || months < 0 || months > MAX_EXTENDED_WARRANTY_MONTHS)
    return `Extended warranty must be a whole number of months from 0 to ${MAX_EXTENDED_WARRANTY_MONTHS}`;
  if (months > 0 && !(unitPricePaise > 0)) return EXTENDED_WARRANTY_PRICE_NEEDED;
  return null;
}

/** The extended warranty a product offers: months and price per unit before GST (paise), or null when none (months 0). */
export function extendedWarrantyOffer(product: {
  extendedWarrantyMonths: number;
  extendedWarrantyPricePaise: number;
}): { months: number; unitPricePaise: number } | null {
  return product.extendedWarrantyMonths > 0 && product.extendedWarrantyPricePaise > 0
    ? { months: product.extendedWarrantyMonths, unitPricePaise: product.extendedWarrantyPricePaise }
    : null;
}

/** The invoice's and cart's description of the service: 'Extended warranty (24 months) for Arduino Uno'. */
export function extendedWarrantyDescription(months: number, productName: string): string {
  return `Extended warranty (${months} ${months === 1 ? 'month' : 'months'}) for ${productName}`;
}
