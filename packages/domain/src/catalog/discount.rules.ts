/**
 * Product discount rules (storefront spec §3: discount is a percent of the MRP). The MRP is
 * tax-inclusive (pricing/mrp.rules.ts), so the saving compares like for like: the price with GST
 * against the MRP.
 */
import type { Paise } from '../money/money.rules';
import { withGst } from '../tax/gst.rules';

/**
 * Whole percent saved against the MRP by the tax-inclusive price: MRP ₹9,499, price ₹7,202.54
 * before 18% GST (₹8,499 with it) → 11. Zero when there is no MRP or no saving.
 */
export function discountPercent(mrpPaise: Paise, pricePaise: Paise, gstRateBp: number): number {
  const inclusive = withGst(pricePaise, gstRateBp);
  if (mrpPaise <= 0 || inclusive >= mrpPaise) return 0;
  return Math.round(((mrpPaise - inclusive) * 100) / mrpPaise);
}
