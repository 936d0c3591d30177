/**
 * The rows a placed order is stored as (flows/place-order.flow.ts): the order with its address, totals,
 * coupon and courier, and one row per line with its tier, warranty and GST, all from the priced
 * cart (pricing.service.ts priceLines), so the order keeps exactly what the quote showed.
 */
import { discountPercent } from '@shop/domain/catalog/discount.rules';
import { lineWarrantyMonths } from '@shop/domain/catalog/warranty.rules';
import { savingVsMrpOf } from '@shop/domain/pricing/cart-pricing.rules';
import type { recordNewOrder } from '../modules/orders/orders.service';
import type { PricingResult } from '../modules/pricing/pricing.service';

type NewOrderRow = Parameters<typeof recordNewOrder>[1];
type NewOrderLineRow = Parameters<typeof recordNewOrder>[2][number];

const DAY_MS = 24 * 3600 * 1000;

/** Where an order goes and whom to reach: a saved address of the customer's or the typed fields. */
export interface DeliveryAddress {
  name: string;
  email: string;
  phone: string;
  shippingAddress: string;
  pincode: string;
  city: string;
  state: string;
  companyName: string;
  gstin: string;
}

/** What the order row needs besides the priced cart: its id, customer, address, time placed (app clock) and delivery days. */
export interface NewOrderFacts {
  orderId: string;
  customerId: string;
  address: DeliveryAddress;
  placedAt: Date;
  expectedDeliveryDays: number;
}

/**
 * The order row of a priced cart: totals in paise (the discount is the saving against the MRP, never
 * negative), the state that decided the GST split, the coupon's percentage in basis points, the
 * courier only when shipping is charged, and the expected delivery `expectedDeliveryDays` after `placedAt`.
 */
export function orderRowOf(facts: NewOrderFacts, priced: PricingResult): NewOrderRow {
  const { address, placedAt } = facts;
  const { pricing } = priced;
  const bulkOrderCount = pricing.lines.filter((line) => line.tier !== null).length;
  return {
    id: facts.orderId,
    userId: facts.customerId,
    name: address.name,
    email: address.email,
    phone: address.phone,
    shippingAddress: address.shippingAddress,
    pincode: address.pincode,
    city: address.city,
    // The state the GST split was decided by: the pincode's, not the typed one.
    state: priced.delivery?.state || address.state,
    companyName: address.companyName,
    gstin: address.gstin,
    mrpTotalPaise: pricing.mrpTotalPaise,
    discountPaise: savingVsMrpOf(pricing),
    taxablePaise: pricing.taxablePaise,
    gstPaise: pricing.gstPaise,
    cgstPaise: pricing.cgstPaise,
    sgstPaise: pricing.sgstPaise,
    igstPaise: pricing.igstPaise,
    shippingPaise: pricing.shippingPaise ?? 0,
    totalPaise: pricing.totalPaise,
    hasBulkItems: bulkOrderCount > 0,
    bulkOrderCount,
    couponCode: pricing.coupon?.code ?? null,
    couponPercentageBp: pricing.coupon ? Math.round(pricing.coupon.percentage * 100) : null,
    couponDiscountPaise: pricing.couponDiscountPaise,
    courierName: priced.courier && pricing.shippingPaise ? priced.courier.logistic_name : '',
    courierService: priced.courier && pricing.shippingPaise ? priced.courier.service_type : '',
    expectedDelivery: new Date(placedAt.getTime() + facts.expectedDeliveryDays * DAY_MS),
    createdAt: placedAt,
  };
}

/** The line rows of a priced cart, in its order: the product as it was, the tier, the warranty bought and the GST. */
export function orderLineRowsOf(priced: PricingResult): NewOrderLineRow[] {
  return priced.lines.map(({ product }, i) => {
    const line = priced.pricing.lines[i]!;
    return {
      productId: product.id,
      sku: product.sku,
      productName: product.productName,
      hsnCode: product.hsnCode,
      imageUrl: product.imageMain,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      unitMrpPaise: line.unitMrpPaise,
      regularUnitPricePaise: line.regularUnitPricePaise,
      discountPercent: discountPercent(line.unitMrpPaise, line.unitPricePaise, line.gstRateBp),
      isBulkOrder: line.tier !== null,
      bulkRange: line.tier?.label ?? null,
      tierSource: line.tier?.source ?? null,
      couponDiscountPaise: line.couponDiscountPaise,
      // The product's own warranty plus the extended months bought with the line (decision 039).
      extendedWarranty: line.warranty !== null,
      totalWarrantyMonths: lineWarrantyMonths(product.warrantyMonths + (line.warranty?.months ?? 0)),
      extendedWarrantyMonths: line.warranty?.months ?? null,
      warrantyUnitPricePaise: line.warranty?.unitPricePaise ?? 0,
      warrantyGstRateBp: line.warranty?.gstRateBp ?? null,
      warrantyTaxablePaise: line.warranty?.taxablePaise ?? 0,
      warrantyGstPaise: line.warranty?.gstPaise ?? 0,
      gstRateBp: line.gstRateBp,
      taxablePaise: line.taxablePaise,
      gstPaise: line.gstPaise,
      totalPaise: line.totalPaise,
    };
  });
}
