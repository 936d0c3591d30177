/** Tables of the orders module. Every amount is in paise and fixed when the order is placed. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderStatus, PaymentStatus } from '@shop/domain/orders/order-status.rules';
import type { TierSource } from '@shop/domain/pricing/quantity-tiers.rules';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, id, money, updatedAt } from './columns';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull().default('Pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('Pending'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    pincode: text('pincode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    /** The business buyer's company name and GSTIN, copied from the saved address the order named (empty otherwise). */
    companyName: text('company_name').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    mrpTotalPaise: money('mrp_total_paise').notNull(),
    discountPaise: money('discount_paise').notNull(),
    taxablePaise: money('taxable_paise').notNull(),
    gstPaise: money('gst_paise').notNull(),
    cgstPaise: money('cgst_paise').notNull(),
    sgstPaise: money('sgst_paise').notNull(),
    igstPaise: money('igst_paise').notNull(),
    shippingPaise: money('shipping_paise').notNull(),
    totalPaise: money('total_paise').notNull(),
    /** Lines bought at a bulk tier, and their count (shopper spec §3 Order: hasBulkItems, bulkOrderCount). */
    hasBulkItems: boolean('has_bulk_items').notNull().default(false),
    bulkOrderCount: integer('bulk_order_count').notNull().default(0),
    /** The coupon applied (shopper spec §3 appliedCoupon), its percentage in basis points, and its discount. */
    couponCode: text('coupon_code'),
    couponPercentageBp: integer('coupon_percentage_bp'),
    couponDiscountPaise: money('coupon_discount_paise').notNull().default(0),
    /** The courier option the shipping charge came from ('' when the order shipped free). */
    courierName: text('courier_name').notNull().default(''),
    courierService: text('courier_service').notNull().default(''),
    expectedDelivery: timestamp('expected_delivery', { withTimezone: true, mode: 'date' }),
    waybill: text('waybill'),
    trackingUrl: text('tracking_url'),
    /** A capture for this order is still to be refunded (payments module's refunds table). */
    refundDue: boolean('refund_due').notNull().default(false),
    /** When it was delivered (issue 26: the return window counts from it); null before, and after a correction back to Shipped. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // Hold expiry scans unpaid pending orders by age; the refunds-due view reads flagged ones.
    // A Pending order is unpaid (its payment Pending or Failed, payment-lifecycle.rules.ts).
    index('orders_unpaid_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Pending'`),
    index('orders_refund_due_idx')
      .on(t.createdAt)
      .where(sql`${t.refundDue}`),
    // Guest tracking looks an order up by the 8-character short id people are shown
    // (orders.repository.ts findOrderByReference uses this very expression).
    index('orders_short_id_idx').on(sql`upper(right(${t.id}, 8))`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    hsnCode: text('hsn_code').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** The unit price charged before GST and coupon: the tier's for a bulk line. */
    unitPricePaise: money('unit_price_paise').notNull(),
    unitMrpPaise: money('unit_mrp_paise').notNull(),
    /** The product's regular unit price before GST when ordered (the spec's original price of a bulk line). */
    regularUnitPricePaise: money('regular_unit_price_paise'),
    /** A bulk line: its tier's range label (domain rangeLabel, e.g. "20–49") and where the tier came from. */
    isBulkOrder: boolean('is_bulk_order').notNull().default(false),
    bulkRange: text('bulk_range'),
    tierSource: text('tier_source').$type<TierSource>(),
    couponDiscountPaise: money('coupon_discount_paise').notNull().default(0),
    /** An extended warranty sold with the line (admin spec §3 products[].extended_warranty; decision 039). */
    extendedWarranty: boolean('extended_warranty').notNull().default(false),
    /** The product's warranty plus the extended months when the order was placed (spec total_warranty); null when none. */
    totalWarrantyMonths: integer('total_warranty_months'),
    /**
     * The extended warranty sold with the line, a service invoiced as its own line (decision 039):
     * months added, price per unit before GST, its GST rate, taxable value (price × quantity, no
     * coupon) and GST. 0/null when none was sold. taxable_paise, gst_paise and total_paise above are
     * the goods' alone; the order's totals include the warranty.
     */
    extendedWarrantyMonths: integer('extended_warranty_months'),
    warrantyUnitPricePaise: money('warranty_unit_price_paise').notNull().default(0),
    warrantyGstRateBp: integer('warranty_gst_rate_bp'),
    warrantyTaxablePaise: money('warranty_taxable_paise').notNull().default(0),
    warrantyGstPaise: money('warranty_gst_paise').notNull().default(0),
    discountPercent: integer('discount_percent').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    taxablePaise: money('taxable_paise').notNull(),
    gstPaise: money('gst_paise').notNull(),
    totalPaise: money('total_paise').notNull(),
    /** Units of the line in return requests that are not rejected or withdrawn (issue 26; the returns flow keeps it). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    check('order_lines_returned_within', sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.quantity}`),
    index('order_lines_order_idx').on(t.orderId),
    // "N sold in the last 24 hours" sums a product's paid lines on every product page.
    index('order_lines_product_idx').on(t.productId),
  ],
);
