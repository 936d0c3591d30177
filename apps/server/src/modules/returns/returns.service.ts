/**
 * Return requests (issue 26; shopper spec §2 Return form and Return Requests, §4, §5, §7
 * /returnRequest calls; admin spec Return Requests Management, §4, §7). A customer asks to return
 * some units of a delivered order inside the store's return window; a SuperAdmin approves or
 * rejects, books a reverse pickup, receives the parcel and refunds (flows/return-*.ts). Every
 * step goes through the domain's return table (409 with its message otherwise), mails the
 * customer and, for staff, is audited in the same transaction. The units of a line in open
 * requests are counted on the order line under the order's lock, so two requests raced for the
 * same line cannot return more than was bought.
 */
import { ERASED_TEXT, RETURNS_IN_PROGRESS } from '@shop/domain/privacy/erasure.rules';
import { returnTransition, type ReturnActor, type ReturnStatus } from '@shop/domain/returns/return-lifecycle.rules';
import {
  refundsShipping,
  returnWindowRefusal,
  tooManyUnitsToReturn,
  unitsShare,
} from '@shop/domain/returns/return.rules';
import type { CreateReturnBody, ListReturnsBody } from '@shop/domain/returns/return.schemas';
import type { ApiReturnRequest } from '@shop/domain/returns/return.responses';
import type { CustomerReturn } from '@shop/domain/accounts/customers.responses';
import { shortId } from '@shop/domain/orders/order-status.rules';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CustomerSession, StaffSession } from '../sessions/sessions.service';
import { recordAudit } from '../audit/audit.service';
import { creditNoteOfRefund } from '../invoices/return-credit-notes.service';
import { enqueueMail, RETURN_UPDATE_MAIL } from '../mail/mail.service';
import { privatePhotoOf } from '../media/media.service';
import {
  countReturnedUnits,
  findOrderById,
  findOrdersByIds,
  linesOfOrders,
  lockOrderForReturn,
  type OrderLineRow,
  type OrderRow,
} from '../orders/orders.service';
import { captureIdOf, findRefund } from '../payments/refunds.service';
import { getSettings } from '../settings/settings.service';
import { toApiReturn } from './return.shape';
import * as repo from './returns.repository';

export const RETURN_NOT_FOUND = 'Return request not found';
export const PHOTO_NOT_FOUND = 'Photo not found';
export const PHOTOS_PER_HOUR = 30;

/** A line's value with its tax and any extended warranty, paise: what returning all its units gives back. */
export const lineValuePaise = (line: OrderLineRow) =>
  line.totalPaise + line.warrantyTaxablePaise + line.warrantyGstPaise;

/** Requests still counting their units against the order (not rejected or withdrawn). */
const ACTIVE: readonly ReturnStatus[] = ['Requested', 'Approved', 'Pickup scheduled', 'Received', 'Refunded'];

/** The request as the API shows it, with what other modules know of it. */
export async function returnView(db: DbOrTx, request: repo.ReturnRow): Promise<ApiReturnRequest> {
  const [view] = await returnViews(db, [request]);
  return view!;
}

async function returnViews(db: DbOrTx, requests: repo.ReturnRow[]): Promise<ApiReturnRequest[]> {
  const ids = requests.map((r) => r.id);
  // One query after another: `db` may be a transaction.
  const lines = await repo.linesOf(db, ids);
  const photos = await repo.photoIdsOf(db, ids);
  const orderIds = [...new Set(requests.map((r) => r.orderId))];
  const orderLines = await linesOfOrders(db, orderIds);
  const orders = await findOrdersByIds(db, orderIds);
  const views: ApiReturnRequest[] = [];
  for (const request of requests) {
    const order = orders.get(request.orderId)!;
    const refund = request.refundId ? await findRefund(db, request.refundId) : undefined;
    const creditNote = refund ? await creditNoteOfRefund(db, refund.id) : undefined;
    const paymentId = refund?.paymentId ?? (await captureIdOf(db, request.orderId));
    views.push(
      toApiReturn(request, lines.get(request.id) ?? [], order, orderLines.get(request.orderId) ?? [], {
        photoIds: photos.get(request.id) ?? [],
        refund: refund
          ? { id: refund.id, status: refund.status === 'ISSUED' ? 'ISSUED' : 'DUE', issuedAt: refund.issuedAt }
          : null,
        creditNote: creditNote ?? null,
        paymentId,
      }),
    );
  }
  return views;
}

/** Queues the customer's mail of a step (one per request and step). */
export async function mailReturnStep(
  tx: DbOrTx,
  request: repo.ReturnRow,
  order: OrderRow,
  step: 'requested' | 'approved' | 'rejected' | 'pickup' | 'received' | 'refunded',
  extra: { creditNoteNumber?: string } = {},
): Promise<void> {
  await enqueueMail(tx, {
    template: RETURN_UPDATE_MAIL,
    to: order.email,
    key: `return:${request.id}:${step}`,
    data: {
      returnId: request.id,
      orderId: order.id,
      customerName: order.name,
      step,
      refundPaise: request.refundPaise,
      rejectReason: request.rejectReason,
      waybill: request.pickupWaybill,
      trackingUrl: request.pickupTrackingUrl,
      creditNoteNumber: extra.creditNoteNumber ?? null,
    },
  });
}

/** The request locked until `tx` ends; NOT_FOUND when there is none, or (for a customer) it is not theirs. */
export async function lockReturn(tx: DbOrTx, id: string, customerId?: string): Promise<repo.ReturnRow> {
  const request = await repo.findReturn(tx, id, true);
  if (!request || (customerId !== undefined && request.userId !== customerId))
    throw new AppError('NOT_FOUND', RETURN_NOT_FOUND);
  return request;
}

/** Saves a step's new state and facts on a locked request (the flows' steps); returns the row as saved. */
export function saveReturnStep(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      repo.ReturnRow,
      'status' | 'pickupWaybill' | 'pickupTrackingUrl' | 'refundId' | 'refundPaise' | 'shippingRefunded'
    >
  >,
): Promise<repo.ReturnRow> {
  return repo.updateReturn(tx, id, values);
}

/** The request's lines (a flow's step reads them under the request's lock). */
export async function returnLinesOf(tx: DbOrTx, id: string): Promise<repo.ReturnLineRow[]> {
  return (await repo.linesOf(tx, [id])).get(id) ?? [];
}

/** Records how a received line was put away. */
export function savePutAway(tx: DbOrTx, lineId: string, restock: number, writeOff: number): Promise<void> {
  return repo.setLinePutAway(tx, lineId, restock, writeOff);
}

/** The order's return requests, oldest first, with their lines (what other requests already returned or refunded). */
export async function returnsOfOrder(
  tx: DbOrTx,
  orderId: string,
): Promise<{ request: repo.ReturnRow; lines: repo.ReturnLineRow[] }[]> {
  const requests = await repo.returnsOfOrder(tx, orderId);
  const lines = await repo.linesOf(
    tx,
    requests.map((r) => r.id),
  );
  return requests.map((request) => ({ request, lines: lines.get(request.id) ?? [] }));
}

/** Refuses (409, the table's message) a step `actor` may not take from the request's state. */
export function assertReturnStep(request: repo.ReturnRow, to: ReturnStatus, actor: ReturnActor): void {
  const check = returnTransition(request.status, to, actor);
  if (!check.ok) throw new AppError('CONFLICT', check.message);
}

/** Writes a staff step's audit row: the state before and after. */
export async function auditReturnStep(
  tx: DbOrTx,
  staff: Pick<StaffSession, 'id'>,
  action: string,
  before: repo.ReturnRow,
  after: repo.ReturnRow,
): Promise<void> {
  const values = (r: repo.ReturnRow) => ({
    status: r.status,
    refund_paise: r.refundPaise,
    reject_reason: r.rejectReason,
    pickup_waybill: r.pickupWaybill,
  });
  await recordAudit(tx, {
    staffId: staff.id,
    action,
    entity: 'return',
    entityId: before.id,
    before: values(before),
    after: values(after),
  });
}

/**
 * POST /returnRequest/create: the customer returns `body.lines` of their delivered order `order_id`
 * inside the window (store setting returnWindowDays, counted from delivery), with the spec's reason,
 * an optional description and up to 5 photos they uploaded. NOT_FOUND for another customer's order
 * or photo; CONFLICT when the order is not delivered, the window has passed, or a line has fewer
 * units left to return than asked (two requests raced for it: one wins). Nothing is kept when refused.
 * The refund shown is an estimate (the lines' share, tax included, and the shipping charge when the
 * whole order comes back or the reason is the seller's fault); the refund step fixes it.
 */
export async function createReturn(
  db: Db,
  customer: CustomerSession,
  body: CreateReturnBody,
  now: Date,
): Promise<ApiReturnRequest> {
  const { returnWindowDays } = await getSettings(db);
  return db.transaction(async (tx) => {
    const { order, lines } = await lockOrderForReturn(tx, body.order_id, customer.id);
    const refusal = returnWindowRefusal(order.status, order.deliveredAt ?? order.updatedAt, now, returnWindowDays);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const picks = body.lines.map((wanted) => {
      const line = byId.get(wanted.order_line_id);
      if (!line) throw new AppError('NOT_FOUND', 'An item to return is not on this order.');
      const left = line.quantity - line.returnedQuantity;
      if (wanted.quantity > left) throw new AppError('CONFLICT', tooManyUnitsToReturn(line.productName, left));
      return { line, units: wanted.quantity };
    });
    const wholeBack = lines.every(
      (l) => l.returnedQuantity + (picks.find((p) => p.line.id === l.id)?.units ?? 0) === l.quantity,
    );
    const others = await repo.returnsOfOrder(tx, order.id);
    const shippingClaimed = others.some((r) => ACTIVE.includes(r.status) && r.shippingRefunded);
    const withShipping = !shippingClaimed && order.shippingPaise > 0 && refundsShipping(body.return_reason, wholeBack);
    const refundPaise =
      picks.reduce(
        (sum, p) => sum + unitsShare(lineValuePaise(p.line), p.line.quantity, p.line.returnedQuantity, p.units),
        0,
      ) + (withShipping ? order.shippingPaise : 0);
    await countReturnedUnits(
      tx,
      order.id,
      picks.map((p) => ({
        orderLineId: p.line.id,
        units: p.units,
        name: p.line.productName,
        left: p.line.quantity - p.line.returnedQuantity,
      })),
    );
    const { request } = await repo.insertReturn(
      tx,
      {
        orderId: order.id,
        userId: customer.id,
        reason: body.return_reason,
        description: body.description ?? '',
        refundPaise,
        shippingRefunded: withShipping,
        createdAt: now,
      },
      picks.map((p) => ({ orderLineId: p.line.id, quantity: p.units })),
    );
    if ((await repo.takePhotos(tx, customer.id, body.photos, request.id)) !== body.photos.length)
      throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
    await mailReturnStep(tx, request, order, 'requested');
    return returnView(tx, request);
  });
}

/**
 * POST /returnRequest/{id}/withdraw: the customer takes back their own request while it is
 * Requested or Approved; its units may be returned again. NOT_FOUND for another's; CONFLICT after.
 */
export async function withdrawReturn(db: Db, customer: CustomerSession, id: string): Promise<ApiReturnRequest> {
  return db.transaction(async (tx) => {
    const request = await lockReturn(tx, id, customer.id);
    assertReturnStep(request, 'Withdrawn', 'customer');
    await releaseUnits(tx, request);
    return returnView(tx, await repo.updateReturn(tx, id, { status: 'Withdrawn', shippingRefunded: false }));
  });
}

/** Counts a rejected or withdrawn request's units back out of the order's lines (so they may be returned again). */
async function releaseUnits(tx: DbOrTx, request: repo.ReturnRow): Promise<void> {
  await lockOrderForReturn(tx, request.orderId, request.userId);
  const lines = (await repo.linesOf(tx, [request.id])).get(request.id) ?? [];
  await countReturnedUnits(
    tx,
    request.orderId,
    lines.map((l) => ({ orderLineId: l.orderLineId, units: -l.quantity, name: '', left: 0 })),
  );
}

/** POST /returnRequest/{id}/update {action:'approve'} or the spec's {status:true} (SuperAdmin): Requested → Approved, mailed and audited. */
export async function approveReturn(db: Db, staff: StaffSession, id: string): Promise<ApiReturnRequest> {
  return db.transaction(async (tx) => {
    const request = await lockReturn(tx, id);
    assertReturnStep(request, 'Approved', staff.role);
    const approved = await repo.updateReturn(tx, id, { status: 'Approved' });
    await auditReturnStep(tx, staff, 'return.approve', request, approved);
    await mailReturnStep(tx, approved, (await findOrderById(tx, request.orderId))!, 'approved');
    return returnView(tx, approved);
  });
}

/** {action:'reject', reject_reason} (SuperAdmin): Requested → Rejected with the reason; the units may be returned again. */
export async function rejectReturn(db: Db, staff: StaffSession, id: string, reason: string): Promise<ApiReturnRequest> {
  return db.transaction(async (tx) => {
    const request = await lockReturn(tx, id);
    assertReturnStep(request, 'Rejected', staff.role);
    await releaseUnits(tx, request);
    const rejected = await repo.updateReturn(tx, id, {
      status: 'Rejected',
      rejectReason: reason,
      shippingRefunded: false,
    });
    await auditReturnStep(tx, staff, 'return.reject', request, rejected);
    await mailReturnStep(tx, rejected, (await findOrderById(tx, request.orderId))!, 'rejected');
    return returnView(tx, rejected);
  });
}

/**
 * POST /returnRequest/list: a page of requests, newest first. A customer sees only their own
 * (FORBIDDEN when filters.user_id names someone else); staff see all, filtered by state and id.
 */
export async function listReturns(
  db: DbOrTx,
  viewer: { customer?: CustomerSession; staff?: StaffSession },
  body: ListReturnsBody,
) {
  const { filters } = body;
  if (viewer.customer && filters.user_id && filters.user_id !== viewer.customer.id)
    throw new AppError('FORBIDDEN', 'You can only view your own return requests.');
  const { rows, total } = await repo.searchReturns(db, {
    userId: viewer.customer?.id ?? (filters.user_id || undefined),
    status: filters.status || undefined,
    search: filters.search || undefined,
    limit: body.pageSize,
    offset: (body.pageNum - 1) * body.pageSize,
  });
  return { returnRequestList: await returnViews(db, rows), totalCount: total };
}

/**
 * The customer `userId`'s newest `limit` return requests as staff's customer detail lists them
 * (GET /admin/customers/{id}, issue 29 "Staff: Customers"): id, order (full and 6-character short
 * id), state and date; and how many they have in all. An unknown id has none.
 */
export async function returnsOfCustomerForStaff(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<{ rows: CustomerReturn[]; total: number }> {
  // searchReturns reads an empty user id as "anyone's": a customer's list never asks for that.
  if (userId === '') return { rows: [], total: 0 };
  const { rows, total } = await repo.searchReturns(db, { userId, limit, offset: 0 });
  const list = rows.map((row) => ({
    _id: row.id,
    order_id: row.orderId,
    order_short_id: shortId(row.orderId, 6),
    state: row.status,
    created_at: row.createdAt.toISOString(),
  }));
  return { rows: list, total };
}

/** POST /returnRequest/upload-photo: keeps a customer's photo (checked and re-encoded, media.service privatePhotoOf) for a request to take. TOO_MANY_REQUESTS past 30 an hour. */
export async function uploadReturnPhoto(
  db: Db,
  customer: CustomerSession,
  file: { bytes: Buffer; name: string },
  now: Date,
): Promise<{ _id: string; url: string }> {
  if ((await repo.countPhotosSince(db, customer.id, new Date(now.getTime() - 3_600_000))) >= PHOTOS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', 'Too many photos uploaded. Please try again in an hour.');
  }
  const photo = await privatePhotoOf(file.bytes, file.name);
  const id = await repo.insertPhoto(db, {
    userId: customer.id,
    contentType: photo.contentType,
    bytes: photo.bytes,
    createdAt: now,
  });
  return { _id: id, url: `/api/v1/returnRequest/photo/${id}` };
}

/** GET /returnRequest/photo/{id}: the photo's bytes for its owner or staff; NOT_FOUND for anyone else. */
export async function returnPhoto(
  db: DbOrTx,
  viewer: { customer?: CustomerSession; staff?: StaffSession },
  id: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const photo = await repo.findPhoto(db, id);
  if (!photo || (!viewer.staff && photo.userId !== viewer.customer?.id))
    throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
  return { contentType: photo.contentType, bytes: photo.bytes };
}

export { ACTIVE as ACTIVE_RETURN_STATES };

/** Account erasure (issue 29): how many of the customer's return requests are still under way (RETURNS_IN_PROGRESS). */
export function openReturnsOf(db: DbOrTx, userId: string): Promise<number> {
  return repo.countReturnsOfIn(db, userId, RETURNS_IN_PROGRESS);
}

/** Account erasure (issue 29): the customer's return requests stay (refund records) without their words or photos, in the caller's transaction. */
export function eraseReturnsOf(tx: DbOrTx, userId: string): Promise<void> {
  return repo.eraseReturnsOf(tx, userId, ERASED_TEXT);
}
