/** The priced cart as POST /cart/quote shows it: rupees with at most two decimals, the spec's names. */
import { discountPercent } from '@shop/domain/catalog/discount.rules';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import type { QuantityTier } from '@shop/domain/pricing/quantity-tiers.rules';
import type { CartQuote, QuoteTier } from '@shop/domain/pricing/quote.responses';
import type { StoreSettings } from '@shop/domain/settings/store-settings.schemas';
import { withGst } from '@shop/domain/tax/gst.rules';
import {
  EXTENDED_WARRANTY_GST_RATE_BP,
  EXTENDED_WARRANTY_SAC,
  extendedWarrantyDescription,
  extendedWarrantyOffer,
} from '@shop/domain/catalog/warranty.rules';
import { savingVsMrpOf } from '@shop/domain/pricing/cart-pricing.rules';
import type { PricedLineInfo, PricingResult } from './pricing.types';

const r = paiseToRupees;

/** A quantity tier as the quote shows it, in rupees, its unit price also with GST at `gstRateBp`. */
export function toQuoteTier(tier: QuantityTier, gstRateBp: number): QuoteTier {
  return {
    label: tier.label,
    minQuantity: tier.minQuantity,
    maxQuantity: tier.maxQuantity,
    unit_price: r(tier.unitPricePaise),
    unit_price_with_gst: r(withGst(tier.unitPricePaise, gstRateBp)),
    discount_per_unit: r(tier.discountPerUnitPaise),
    source: tier.source,
  };
}

type PricedLine = PricingResult['pricing']['lines'][number];
type QuoteLine = CartQuote['lines'][number];

/** The priced cart as POST /cart/quote answers it, in rupees; `orderable` when every line can be ordered and the pincode is served. */
export function toCartQuote(result: PricingResult, settings: StoreSettings): CartQuote {
  const { pricing, delivery, courier } = result;
  const lines = result.lines.map((info, i) => toQuoteLine(info, pricing.lines[i]!));
  return {
    lines,
    mrpTotal: r(pricing.mrpTotalPaise),
    subtotal: r(pricing.subtotalPaise),
    tierSavings: r(pricing.tierSavingPaise),
    appliedCoupon: pricing.coupon
      ? {
          code: pricing.coupon.code,
          discountPercentage: pricing.coupon.percentage,
          discountAmount: r(pricing.coupon.discountPaise),
        }
      : null,
    couponMessage: result.couponMessage,
    couponDiscount: r(pricing.couponDiscountPaise),
    warrantyTotal: r(pricing.warrantyTaxablePaise),
    warrantyGst: r(pricing.warrantyGstPaise),
    taxableValue: r(pricing.taxablePaise),
    gstAmount: r(pricing.gstPaise),
    cgst: r(pricing.cgstPaise),
    sgst: r(pricing.sgstPaise),
    igst: r(pricing.igstPaise),
    supply: pricing.supply,
    delivery,
    shippingCost: pricing.shippingPaise === null ? null : r(pricing.shippingPaise),
    freeShippingAbove: settings.freeShippingThresholdRupees,
    addForFreeShipping: pricing.shortOfFreeShippingPaise === null ? null : r(pricing.shortOfFreeShippingPaise),
    courier:
      courier && pricing.shippingPaise
        ? {
            logistic_name: courier.logistic_name,
            service_type: courier.service_type,
            rate: r(courier.ratePaise),
            expected_delivery_date: courier.expected_delivery_date,
          }
        : null,
    totalPrice: r(pricing.totalPaise),
    savingsVsMrp: r(savingVsMrpOf(pricing)),
    orderable: lines.length > 0 && lines.every((line) => line.problem === null) && delivery?.serviceable !== false,
  };
}

/** One quote line: the product, its tier, prices with and without GST, coupon share, stock problem, tiers and warranty. */
function toQuoteLine(info: PricedLineInfo, priced: PricedLine): QuoteLine {
  const { product } = info;
  const offer = extendedWarrantyOffer(product);
  return {
    product_id: product.id,
    product_name: product.productName,
    SKU: product.sku,
    product_image_main: product.imageMain,
    quantity: priced.quantity,
    is_bulk_order: priced.tier !== null,
    bulk_range: priced.tier?.label ?? null,
    unit_price: r(priced.unitPricePaise),
    unit_price_with_gst: r(priced.unitPriceWithGstPaise),
    regular_unit_price: r(priced.regularUnitPricePaise),
    mrp: r(priced.unitMrpPaise),
    discount: discountPercent(priced.unitMrpPaise, priced.unitPricePaise, priced.gstRateBp),
    line_value: r(priced.lineValuePaise),
    tier_saving: r(priced.tierSavingPaise),
    tier_saving_with_gst: r(priced.tierSavingWithGstPaise),
    coupon_discount: r(priced.couponDiscountPaise),
    taxable_value: r(priced.taxablePaise),
    gst_rate: priced.gstRateBp / 100,
    gst_amount: r(priced.gstPaise),
    cgst: r(priced.cgstPaise),
    sgst: r(priced.sgstPaise),
    igst: r(priced.igstPaise),
    line_total: r(priced.totalPaise),
    stock: product.inStock ? product.stock : 0,
    problem: info.problem,
    tiers: info.tiers.map((tier) => toQuoteTier(tier, product.gstRateBp)),
    warranty_offer: offer
      ? {
          months: offer.months,
          unit_price: r(offer.unitPricePaise),
          unit_price_with_gst: r(withGst(offer.unitPricePaise, EXTENDED_WARRANTY_GST_RATE_BP)),
        }
      : null,
    bulk_quote_number: info.quote?.number ?? null,
    extended_warranty: priced.warranty !== null,
    warranty: boughtWarrantyOf(priced, product.productName),
  };
}

/** The extended warranty bought with a line (decision 039) as a service of its own: SAC, months, its GST; null when none. */
function boughtWarrantyOf(priced: PricedLine, productName: string): QuoteLine['warranty'] {
  const { warranty } = priced;
  if (!warranty) return null;
  return {
    description: extendedWarrantyDescription(warranty.months, productName),
    sac_code: EXTENDED_WARRANTY_SAC,
    months: warranty.months,
    unit_price: r(warranty.unitPricePaise),
    quantity: priced.quantity,
    taxable_value: r(warranty.taxablePaise),
    gst_rate: warranty.gstRateBp / 100,
    gst_amount: r(warranty.gstPaise),
    cgst: r(warranty.cgstPaise),
    sgst: r(warranty.sgstPaise),
    igst: r(warranty.igstPaise),
    total: r(warranty.totalPaise),
  };
}
