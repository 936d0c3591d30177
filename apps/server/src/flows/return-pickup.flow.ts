/**
 * A SuperAdmin books the reverse pickup of an approved return (issue 26): the courier collects the
 * returned units at the order's delivery address and brings them to the seller's address (store
 * settings). The courier is asked outside any transaction (a provider call holds no locks); the
 * waybill is then recorded under the request's lock if it is still Approved, else the booking is
 * cancelled again. Without a courier, or when it refuses, nothing changes: staff may receive the
 * parcel the customer sends themselves.
 */
import type { ApiReturnRequest } from '@shop/domain/returns/return.responses';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { findOrderById, linesOfOrders } from '../modules/orders/orders.service';
import {
  assertReturnStep,
  auditReturnStep,
  lockReturn,
  mailReturnStep,
  returnLinesOf,
  returnView,
  saveReturnStep,
} from '../modules/returns/returns.service';
import { getSettings } from '../modules/settings/settings.service';
import { parcelOfOrder } from '../modules/shipments/shipments.service';
import type { StaffSession } from '../modules/sessions/sessions.service';
import type { Courier } from '../providers/courier/courier.contract';

export const NO_COURIER_FOR_PICKUP =
  'No courier is configured to collect returns: mark the return received when its parcel arrives.';

/** Books the pickup of return `id`; returns it as the API shows it. CONFLICT as the return table says, or when the courier refuses or is missing; UNAVAILABLE when it cannot be asked. */
export async function scheduleReturnPickup(
  db: Db,
  courier: Courier | undefined,
  staff: StaffSession,
  id: string,
): Promise<ApiReturnRequest> {
  const before = await db.transaction((tx) => lockReturn(tx, id));
  assertReturnStep(before, 'Pickup scheduled', staff.role);
  if (!courier) throw new AppError('CONFLICT', NO_COURIER_FOR_PICKUP);
  const order = (await findOrderById(db, before.orderId))!;
  const lineOf = new Map(((await linesOfOrders(db, [order.id])).get(order.id) ?? []).map((l) => [l.id, l]));
  const returned = (await returnLinesOf(db, id)).map((r) => ({
    line: lineOf.get(r.orderLineId)!,
    quantity: r.quantity,
  }));
  const settings = await getSettings(db);
  let booked;
  try {
    booked = await courier.createReturnPickup(
      {
        orderId: `${order.id.slice(-8).toUpperCase()}-R${before.id.slice(-6).toUpperCase()}`,
        name: order.name,
        phone: order.phone,
        email: order.email,
        address: order.shippingAddress,
        pincode: order.pincode,
        city: order.city,
        state: order.state,
        totalPaise: before.refundPaise,
        products: returned.map(({ line, quantity }) => ({
          name: line.productName,
          sku: line.sku,
          hsn: line.hsnCode,
          quantity,
        })),
        placedAt: before.createdAt,
      },
      await parcelOfOrder(
        db,
        returned.map(({ line, quantity }) => ({ productId: line.productId, quantity })),
      ),
      {
        name: settings.sellerLegalName,
        address: settings.sellerAddress,
        pincode: settings.sellerPincode,
        phone: settings.supportPhone,
      },
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new AppError('CONFLICT', `The courier did not book the pickup: ${message}`.slice(0, 500));
  }
  const saved = await db.transaction(async (tx) => {
    const request = await lockReturn(tx, id);
    if (request.status !== 'Approved') return undefined;
    const scheduled = await saveReturnStep(tx, id, {
      status: 'Pickup scheduled',
      pickupWaybill: booked.waybill,
      pickupTrackingUrl: booked.trackingUrl,
    });
    await auditReturnStep(tx, staff, 'return.pickup', request, scheduled);
    await mailReturnStep(tx, scheduled, order, 'pickup');
    return returnView(tx, scheduled);
  });
  if (saved) return saved;
  await courier.cancel(booked.waybill).catch(() => undefined);
  throw new AppError('CONFLICT', 'The return request changed while the pickup was booked. Please look at it again.');
}
