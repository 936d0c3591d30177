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
