/** Product discount rules (storefront spec §3: discount is a percent of the MRP). */
import type { Paise } from '../money/money';

/** Whole percent saved against the MRP: MRP ₹600, price ₹450 → 25. Zero when there is no MRP. */
export function discountPercent(mrpPaise: Paise, pricePaise: Paise): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - pricePaise) * 100) / mrpPaise);
}
