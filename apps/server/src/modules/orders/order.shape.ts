/**
 * The order as the API shows it (shopper spec §3 Order, admin spec §3 Order): rupees, spec names,
 * with the same figures POST /cart/quote showed for it (items before GST, bulk savings, coupon,
 * taxable value, CGST + SGST or IGST, shipping, total), read back from the stored lines.
 */
import type { Order } from '@shop/domain/orders/order.responses';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import { withGst } from '@shop/domain/tax/gst.rules';
import type { OrderLineRow, OrderRow } from './orders.repository';

/** What other modules add to an order's view: its shipment (shipments module) and its pincode's service area (locations). */
export interface OrderExtras {
  shipment: Order['shipment'];
  area: {
    dispatchCenter: string;
    originCenter: string;
    returnCenter: string;
    facilityCity: string;
    facilityState: string;
  } | null;
}

/**
 * A stored line's value before coupon and GST (its taxable value plus its coupon share: the quote's
 * `line_value`, worked back from the tax-inclusive total since issue 27, and unit price × quantity
 * on orders placed before), and what its tier saved, in paise.
 */
function lineFigures(line: OrderLineRow) {
  const regular = line.regularUnitPricePaise ?? line.unitPricePaise;
  return {
    valuePaise: line.taxablePaise + line.couponDiscountPaise,
    tierSavingPaise: Math.max(0, regular - line.unitPricePaise) * line.quantity,
  };
}

type LineFigures = ReturnType<typeof lineFigures>;

/** A stored order and its lines as the API shows them, with its shipment and service area from `extras`; amounts in rupees. */
export function toApiOrder(
  order: OrderRow,
  lines: OrderLineRow[],
  extras: OrderExtras = { shipment: null, area: null },
): Order {
  const figures = lines.map(lineFigures);
  return {
    _id: order.id,
    user_id: order.userId,
    status: order.status,
    payment_status: order.paymentStatus,
    ...buyerOf(order),
    products: lines.map((line, i) => toApiOrderLine(line, figures[i]!)),
    ...totalsOf(order, lines, figures),
    ...deliveryOf(order, extras),
    /** A capture for this order is waiting to be refunded (staff see it; the refund job issues it). */
    refund_due: order.refundDue,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    return_request: lines.some((line) => line.returnedQuantity > 0),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** Whom the order goes to: contact, address, company name and GSTIN (the spec's `gstNumber`). */
function buyerOf(order: OrderRow) {
  return {
    name: order.name,
    email: order.email,
    phone: order.phone,
    shippingAddress: order.shippingAddress,
    pincode: order.pincode,
    city: order.city,
    state: order.state,
    companyName: order.companyName,
    gstNumber: order.gstin,
  };
}

/** One stored line as the API shows it: the product as ordered, its tier, warranty, coupon share and GST, in rupees. */
function toApiOrderLine(line: OrderLineRow, figures: LineFigures): Order['products'][number] {
  return {
    _id: line.id,
    product_id: line.productId,
    product_name: line.productName,
    product_sku: line.sku,
    product_hsn_code: line.hsnCode,
    product_img_url: line.imageUrl,
    quantity: line.quantity,
    product_price: paiseToRupees(line.unitPricePaise),
    product_price_with_gst: paiseToRupees(withGst(line.unitPricePaise, line.gstRateBp)),
    original_price: paiseToRupees(line.unitMrpPaise),
    product_discount: line.discountPercent,
    product_tax_rate: line.gstRateBp / 100,
    is_bulk_order: line.isBulkOrder,
    bulk_range: line.bulkRange,
    extended_warranty: line.extendedWarranty,
    total_warranty: line.totalWarrantyMonths,
    warranty:
      line.extendedWarranty && line.extendedWarrantyMonths
        ? {
            months: line.extendedWarrantyMonths,
            unit_price: paiseToRupees(line.warrantyUnitPricePaise),
            taxable_value: paiseToRupees(line.warrantyTaxablePaise),
            gst_rate: (line.warrantyGstRateBp ?? 0) / 100,
            gst_amount: paiseToRupees(line.warrantyGstPaise),
          }
        : null,
    regular_price: paiseToRupees(line.regularUnitPricePaise ?? line.unitPricePaise),
    line_value: paiseToRupees(figures.valuePaise),
    tier_saving: paiseToRupees(figures.tierSavingPaise),
    coupon_discount: paiseToRupees(line.couponDiscountPaise),
    taxable_value: paiseToRupees(line.taxablePaise),
    gst_amount: paiseToRupees(line.gstPaise),
    line_total: paiseToRupees(line.totalPaise),
    returned_quantity: line.returnedQuantity,
  };
}

/** The order's figures in rupees, as the quote showed them: MRP, items, warranties, tier savings, GST split, shipping, coupon, total. */
function totalsOf(order: OrderRow, lines: OrderLineRow[], figures: LineFigures[]) {
  const sum = (pick: (f: LineFigures) => number) => figures.reduce((acc, f) => acc + pick(f), 0);
  return {
    mrpTotal: paiseToRupees(order.mrpTotalPaise),
    discountTotal: paiseToRupees(order.discountPaise),
    itemsSubtotal: paiseToRupees(sum((f) => f.valuePaise)),
    warrantyTotal: paiseToRupees(lines.reduce((acc, line) => acc + line.warrantyTaxablePaise, 0)),
    tierSavings: paiseToRupees(sum((f) => f.tierSavingPaise)),
    subtotal: paiseToRupees(order.taxablePaise),
    gstAmount: paiseToRupees(order.gstPaise),
    cgst: paiseToRupees(order.cgstPaise),
    sgst: paiseToRupees(order.sgstPaise),
    igst: paiseToRupees(order.igstPaise),
    // Stored per order as its split: IGST only on a supply to another state.
    supply: order.igstPaise > 0 ? ('inter' as const) : ('intra' as const),
    shippingCost: paiseToRupees(order.shippingPaise),
    totalPrice: paiseToRupees(order.totalPaise),
    hasBulkItems: order.hasBulkItems,
    bulkOrderCount: order.bulkOrderCount,
    appliedCoupon:
      order.couponCode && order.couponPercentageBp !== null
        ? {
            code: order.couponCode,
            discountPercentage: order.couponPercentageBp / 100,
            discountAmount: paiseToRupees(order.couponDiscountPaise),
          }
        : null,
    couponDiscount: paiseToRupees(order.couponDiscountPaise),
  };
}

/** When and how the order travels: expected delivery, waybill, tracking, shipment and the courier's centres for its pincode. */
function deliveryOf(order: OrderRow, extras: OrderExtras) {
  return {
    expectedDelivery: order.expectedDelivery?.toISOString() ?? null,
    waybill: order.waybill,
    trackingUrl: order.trackingUrl,
    shipment: extras.shipment,
    // Admin spec §3 Order: the courier's centres for the order's pincode (null when no service area names it).
    dispatchCenter: extras.area?.dispatchCenter ?? null,
    originCenter: extras.area?.originCenter ?? null,
    returnCenter: extras.area?.returnCenter ?? null,
    facilityCity: extras.area?.facilityCity ?? null,
    facilityState: extras.area?.facilityState ?? null,
  };
}

export type ApiOrder = Order;
