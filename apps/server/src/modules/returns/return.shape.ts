/**
 * A return request as the API shows it (shopper spec §3, admin spec §3 Return request; domain
 * return.responses.ts): rupees, the spec's nested order_id and user_id, and our lifecycle fields.
 */
import { customerReturnLabel } from '@shop/domain/returns/return-lifecycle.rules';
import type { ApiReturnRequest } from '@shop/domain/returns/return.responses';
import { paiseToRupees } from '@shop/domain/money/money.rules';
import type { OrderLineRow, OrderRow } from '../orders/orders.service';
import type { ReturnLineRow, ReturnRow } from './returns.repository';

/** What the view reads from other modules: the refund (payments) and its credit note (invoices). */
export interface ReturnExtras {
  photoIds: string[];
  refund: { id: string; status: 'DUE' | 'ISSUED'; issuedAt: Date | null } | null;
  /** The capture the refund goes back through (the spec's payment ID); null for an order never paid. */
  paymentId: string | null;
  creditNote: { id: string; number: string } | null;
}

/** A line's price per unit, tax and any extended warranty included, in paise (rounded; for showing only). */
const unitPricePaise = (line: OrderLineRow) =>
  Math.round((line.totalPaise + line.warrantyTaxablePaise + line.warrantyGstPaise) / line.quantity);

export const photoUrl = (photoId: string) => `/api/v1/returnRequest/photo/${photoId}`;

export function toApiReturn(
  request: ReturnRow,
  lines: ReturnLineRow[],
  order: OrderRow,
  orderLines: OrderLineRow[],
  extras: ReturnExtras,
): ApiReturnRequest {
  const byId = new Map(orderLines.map((l) => [l.id, l]));
  return {
    _id: request.id,
    order_id: {
      _id: order.id,
      created_at: order.createdAt.toISOString(),
      products: lines.map((l) => ({
        product_id: { name: byId.get(l.orderLineId)?.productName ?? '' },
        quantity: l.quantity,
      })),
    },
    user_id: { _id: order.userId, name: order.name, email: order.email, phone: order.phone },
    status: !['Requested', 'Rejected', 'Withdrawn'].includes(request.status),
    refund_status: request.status === 'Refunded',
    state: request.status,
    label: customerReturnLabel(request.status),
    return_reason: request.reason,
    description: request.description,
    reject_reason: request.rejectReason,
    lines: lines.map((l) => {
      const line = byId.get(l.orderLineId)!;
      return {
        order_line_id: l.orderLineId,
        product_id: line.productId,
        product_name: line.productName,
        sku: line.sku,
        image: line.imageUrl,
        quantity: l.quantity,
        unit_price: paiseToRupees(unitPricePaise(line)),
        restock_quantity: l.restockQuantity,
        write_off_quantity: l.writeOffQuantity,
      };
    }),
    photos: extras.photoIds.map(photoUrl),
    refund_amount: paiseToRupees(request.refundPaise),
    shipping_refunded: request.shippingRefunded,
    payment_id: extras.paymentId,
    pickup: request.pickupWaybill ? { waybill: request.pickupWaybill, tracking_url: request.pickupTrackingUrl } : null,
    refund: extras.refund
      ? {
          _id: extras.refund.id,
          status: extras.refund.status,
          issued_at: extras.refund.issuedAt?.toISOString() ?? null,
        }
      : null,
    credit_note: extras.creditNote ? { _id: extras.creditNote.id, number: extras.creditNote.number } : null,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}
