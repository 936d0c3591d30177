/**
 * Returns through the API (issue 26): a delivered order returned in part with a photo, approved,
 * collected, received (one unit restocked, one written off) and refunded through the gateway with
 * a GST credit note for exactly those units; a whole return that makes the order Returned; and
 * every refusal the issue lists, each changing nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnWindowPassed, RETURN_NOT_DELIVERED, RETURN_SUBMITTED } from '@shop/domain/returns/return.rules';
import { orderLines, orders } from '../../db/schema/orders';
import { returnRequests } from '../../db/schema/returns';
import { makeProduct, stockOf } from '../../test/factories';
import { multipart, picture } from '../../test/multipart';
import { payAndDeliver, placeOrder } from '../../test/orders';
import { moneyOf } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';
import { ledgerMismatches, movementsOfOrder } from '../inventory/inventory.service';
import { recordReturnRefund, REFUND_ABOVE_PAID } from '../payments/refunds.service';

let t: TestApp;
let superAdmin: SignedIn;
let subAdmin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: superAdmin, SubAdmin: subAdmin },
  } = await shopFixture({ category: 'Sensors', staff: ['SuperAdmin', 'SubAdmin'] }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const update = (id: string, body: unknown, by: SignedIn = superAdmin) =>
  call('POST', `/returnRequest/${id}/update`, by.cookie, body);
const orderOf = async (id: string) => (await call('GET', `/order/${id}`, superAdmin.cookie)).json().data.order;

/** A paid, invoiced, delivered order of 2 sensors (₹590 each incl. GST) and 1 board, for a new customer. */
async function deliveredOrder() {
  const sensor = await makeProduct(t.db, {
    categoryId,
    hsnCode: '90258090',
    pricePaise: 50_000,
    mrpPaise: 70_000,
    stock: 10,
  });
  const board = await makeProduct(t.db, {
    categoryId,
    hsnCode: '84733099',
    pricePaise: 100_000,
    mrpPaise: 130_000,
    stock: 10,
  });
  const customer = await signUpCustomer(t.app);
  const placed = await placeOrder(t.app, customer.cookie, [
    { product_id: sensor.id, quantity: 2 },
    { product_id: board.id, quantity: 1 },
  ]);
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data.order;
  await payAndDeliver(t.app, customer.cookie, superAdmin.cookie, order._id);
  const lineOf = (productId: string) =>
    order.products.find((l: { product_id: string }) => l.product_id === productId)._id as string;
  return {
    orderId: order._id as string,
    customer,
    sensor,
    board,
    sensorLine: lineOf(sensor.id),
    boardLine: lineOf(board.id),
    total: order.totalPrice as number,
  };
}

async function uploadPhoto(cookie: string, bytes?: Buffer) {
  const form = multipart({}, [
    { field: 'photo', name: 'broken.png', bytes: bytes ?? (await picture('png', 64, 48)), type: 'image/png' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/returnRequest/upload-photo',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
}

describe('a partial return, start to refund', () => {
  it('returns 2 sensors with a photo; staff approve, collect, receive (1 restocked, 1 written off) and refund with a credit note', async () => {
    const { orderId, customer, sensor, sensorLine } = await deliveredOrder();
    const photo = await uploadPhoto(customer.cookie);
    expect(photo.statusCode).toBe(201);
    const photoId = photo.json().data.photo._id as string;

    const created = await call('POST', '/returnRequest/create', customer.cookie, {
      order_id: orderId,
      return_reason: 'Defective/Damaged Product',
      description: 'Reads 0 °C',
      lines: [{ order_line_id: sensorLine, quantity: 2 }],
      photos: [photoId],
      refund_amount: 999999,
      user_id: 'someone-else',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(RETURN_SUBMITTED);
    const request = created.json().data.returnRequest;
    // ₹500 × 2 + 18% GST = ₹1,180; the seller's fault, so the shipping charge goes back too; what the client said is ignored.
    const order = await orderOf(orderId);
    expect(request).toMatchObject({
      state: 'Requested',
      label: 'Pending Review',
      status: false,
      refund_status: false,
      refund_amount: 1180 + order.shippingCost,
      shipping_refunded: order.shippingCost > 0,
      user_id: { _id: order.user_id },
    });
    expect(request.photos).toEqual([`/api/v1/returnRequest/photo/${photoId}`]);
    expect(order).toMatchObject({ return_request: true, status: 'Delivered' });
    expect(order.products.find((l: { _id: string }) => l._id === sensorLine).returned_quantity).toBe(2);
    const image = await call('GET', `/returnRequest/photo/${photoId}`, superAdmin.cookie);
    expect(image.headers['content-type']).toBe('image/webp');

    const approved = await update(request._id, { status: true, data: request });
    expect(approved.json().data.returnRequest).toMatchObject({
      state: 'Approved',
      status: true,
      label: 'Approved - Processing Refund',
    });
    const pickup = await update(request._id, { action: 'schedule_pickup' });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json().data.returnRequest.pickup.waybill).toMatch(/^[0-9]{14}$/);

    const stockBefore = await stockOf(t.db, sensor.id);
    const received = await update(request._id, {
      action: 'receive',
      lines: [{ order_line_id: sensorLine, restock_quantity: 1, write_off_quantity: 1 }],
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().data.returnRequest.lines[0]).toMatchObject({ restock_quantity: 1, write_off_quantity: 1 });
    expect(await stockOf(t.db, sensor.id)).toBe(stockBefore + 1);
    const reasons = (await movementsOfOrder(t.db, orderId))
      .filter((m) => m.productId === sensor.id)
      .map((m) => [m.reason, m.quantityAfter - m.quantityBefore]);
    expect(reasons).toEqual([
      ['order_placed', -2],
      ['customer_return', 2],
      ['damaged', -1],
    ]);
    expect(await ledgerMismatches(t.db)).toEqual([]);

    const refunded = await update(request._id, { refund_status: true });
    expect(refunded.statusCode).toBe(200);
    const done = refunded.json().data.returnRequest;
    expect(done).toMatchObject({
      state: 'Refunded',
      refund_status: true,
      label: 'Refund Completed',
      refund: { status: 'ISSUED' },
      credit_note: { number: expect.stringMatching(/^CN\//) },
    });
    expect(done.refund_amount).toBe(request.refund_amount);
    const money = await moneyOf(t.db, orderId);
    expect(money.paidOut).toEqual([expect.objectContaining({ amountPaise: Math.round(done.refund_amount * 100) })]);
    expect(await orderOf(orderId)).toMatchObject({
      status: 'Delivered',
      payment_status: 'Partially refunded',
      refund_due: false,
    });

    // The credit note names the two sensors (and shipping), and nets against the invoice to what was kept.
    const detail = (await call('GET', `/order/${orderId}/detail`, superAdmin.cookie)).json().data.detail;
    expect(detail.creditNotes).toEqual([expect.objectContaining({ amount: done.refund_amount })]);
    expect(detail.invoice.amount - detail.creditNotes[0].amount).toBeCloseTo(order.totalPrice - done.refund_amount, 2);
    const pdf = await call('POST', `/credit-note/${done.credit_note._id}/download`, superAdmin.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // GSTR-1: the month's HSN summary counts the board and no sensors (2 sold, 2 credited).
    const month = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
    const csv = (await call('GET', `/invoice/gstr1?month=${month}`, superAdmin.cookie)).body;
    const hsnSection = csv.slice(csv.indexOf('HSN summary'));
    expect(hsnSection).toMatch(/90258090,NOS,0,18,0\.00,/);
  });
});

describe('a whole return', () => {
  it('makes the order Returned and its payment Refunded, with the shipping back, after every unit is received', async () => {
    const { orderId, customer, sensorLine, boardLine } = await deliveredOrder();
    const created = await call('POST', '/returnRequest/create', customer.cookie, {
      order_id: orderId,
      return_reason: 'Changed Mind',
      lines: [
        { order_line_id: sensorLine, quantity: 2 },
        { order_line_id: boardLine, quantity: 1 },
      ],
    });
    const id = created.json().data.returnRequest._id;
    expect(created.json().data.returnRequest.refund_amount).toBe((await orderOf(orderId)).totalPrice);
    await update(id, { action: 'approve' });
    await update(id, {
      action: 'receive',
      lines: [
        { order_line_id: sensorLine, restock_quantity: 2, write_off_quantity: 0 },
        { order_line_id: boardLine, restock_quantity: 1, write_off_quantity: 0 },
      ],
    });
    expect((await orderOf(orderId)).status).toBe('Returned');
    await update(id, { action: 'refund' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'Returned', payment_status: 'Refunded' });
    const detail = (await call('GET', `/order/${orderId}/detail`, superAdmin.cookie)).json().data.detail;
    expect(detail.creditNotes[0].amount).toBe(detail.invoice.amount);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('refusals change nothing', () => {
  async function requestOf(setup: Awaited<ReturnType<typeof deliveredOrder>>, quantity = 1) {
    const res = await call('POST', '/returnRequest/create', setup.customer.cookie, {
      order_id: setup.orderId,
      return_reason: 'Quality Issues',
      lines: [{ order_line_id: setup.sensorLine, quantity }],
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.returnRequest._id as string;
  }
  const countReturns = async (orderId: string) =>
    (await t.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId))).length;

  it("refuses another customer's order, return, photo and list (404 / 403)", async () => {
    const setup = await deliveredOrder();
    const mallory = await signUpCustomer(t.app, 'Mallory');
    const foreign = await call('POST', '/returnRequest/create', mallory.cookie, {
      order_id: setup.orderId,
      return_reason: 'Other',
      lines: [{ order_line_id: setup.sensorLine, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 'Error' });
    const id = await requestOf(setup);
    expect((await call('POST', `/returnRequest/${id}/withdraw`, mallory.cookie, {})).statusCode).toBe(404);
    expect(
      (await call('POST', '/returnRequest/list', mallory.cookie, { filters: { user_id: setup.customer.id } }))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', '/returnRequest/list', mallory.cookie, {})).json().data).toEqual({
      returnRequestList: [],
      totalCount: 0,
    });
    const photo = (await uploadPhoto(setup.customer.cookie)).json().data.photo._id;
    expect((await call('GET', `/returnRequest/photo/${photo}`, mallory.cookie)).statusCode).toBe(404);
    const stolen = await call('POST', '/returnRequest/create', mallory.cookie, {
      order_id: setup.orderId,
      return_reason: 'Other',
      lines: [{ order_line_id: setup.boardLine, quantity: 1 }],
      photos: [photo],
    });
    expect(stolen.statusCode).toBe(404);
    expect(await countReturns(setup.orderId)).toBe(1);
  });

  it('refuses a return outside the window, of an undelivered or cancelled order, and more units than bought or left', async () => {
    const setup = await deliveredOrder();
    const ask = (quantity: number, line = setup.sensorLine) =>
      call('POST', '/returnRequest/create', setup.customer.cookie, {
        order_id: setup.orderId,
        return_reason: 'Other',
        lines: [{ order_line_id: line, quantity }],
      });
    expect((await ask(3)).json()).toEqual({
      status: 'Error',
      code: 'CONFLICT',
      message:
        'Only 2 of ' +
        (await orderOf(setup.orderId)).products.find((l: { _id: string }) => l._id === setup.sensorLine).product_name +
        ' can still be returned.',
    });
    await requestOf(setup, 2);
    expect((await ask(1)).statusCode).toBe(409);
    await t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orders.id, setup.orderId));
    const late = await ask(1, setup.boardLine);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(returnWindowPassed(7));
    expect(await countReturns(setup.orderId)).toBe(1);

    const shopper = await signUpCustomer(t.app);
    const product = await makeProduct(t.db, { categoryId, stock: 5 });
    const unpaid = (await placeOrder(t.app, shopper.cookie, [{ product_id: product.id, quantity: 1 }])).json().data
      .order;
    const notDelivered = await call('POST', '/returnRequest/create', shopper.cookie, {
      order_id: unpaid._id,
      return_reason: 'Other',
      lines: [{ order_line_id: unpaid.products[0]._id, quantity: 1 }],
    });
    expect(notDelivered.json()).toEqual({ status: 'Error', code: 'CONFLICT', message: RETURN_NOT_DELIVERED });
    await call('POST', `/order/${unpaid._id}/cancel`, shopper.cookie, {});
    expect(
      (
        await call('POST', '/returnRequest/create', shopper.cookie, {
          order_id: unpaid._id,
          return_reason: 'Other',
          lines: [{ order_line_id: unpaid.products[0]._id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(409);
  });

  it('lets exactly one of two requests raced for the same units through', async () => {
    const setup = await deliveredOrder();
    const ask = () =>
      call('POST', '/returnRequest/create', setup.customer.cookie, {
        order_id: setup.orderId,
        return_reason: 'Other',
        lines: [{ order_line_id: setup.sensorLine, quantity: 2 }],
      });
    const codes = (await Promise.all([ask(), ask(), ask()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    const [line] = await t.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, setup.sensorLine)));
    expect(line!.returnedQuantity).toBe(2);
  });

  it('refuses a SubAdmin, approving or receiving twice, refunding before receipt or twice; a rejected return frees its units', async () => {
    const setup = await deliveredOrder();
    const id = await requestOf(setup, 2);
    const bySub = await update(id, { action: 'approve' }, subAdmin);
    expect(bySub.statusCode).toBe(403);
    expect((await update(id, { action: 'refund' })).json()).toEqual({
      status: 'Error',
      code: 'CONFLICT',
      message: 'A return is refunded once its parcel has been received.',
    });
    expect((await update(id, { action: 'approve' })).statusCode).toBe(200);
    expect((await update(id, { status: true })).json()).toEqual({
      status: 'Error',
      code: 'CONFLICT',
      message: 'This return request is already approved.',
    });
    const mismatch = await update(id, {
      action: 'receive',
      lines: [{ order_line_id: setup.sensorLine, restock_quantity: 1, write_off_quantity: 0 }],
    });
    expect(mismatch.statusCode).toBe(400);
    const lines = [{ order_line_id: setup.sensorLine, restock_quantity: 2, write_off_quantity: 0 }];
    expect((await update(id, { action: 'receive', lines })).statusCode).toBe(200);
    const stock = await stockOf(t.db, setup.sensor.id);
    expect((await update(id, { action: 'receive', lines })).statusCode).toBe(409);
    expect(await stockOf(t.db, setup.sensor.id)).toBe(stock);
    const [first, second] = await Promise.all([update(id, { action: 'refund' }), update(id, { action: 'refund' })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await moneyOf(t.db, setup.orderId)).refunds).toHaveLength(1);
    // However a refund is asked for, it cannot pass what the payment still holds: 409, nothing recorded.
    const { totalPrice } = await orderOf(setup.orderId);
    const tooMuch = t.db.transaction((tx) =>
      recordReturnRefund(tx, {
        orderId: setup.orderId,
        returnRequestId: 'another-return',
        amountPaise: Math.round(totalPrice * 100),
      }),
    );
    await expect(tooMuch).rejects.toMatchObject({ code: 'CONFLICT', message: REFUND_ABOVE_PAID });
    expect((await moneyOf(t.db, setup.orderId)).refunds).toHaveLength(1);

    const other = await deliveredOrder();
    const rejectedId = await requestOf(other, 2);
    expect(
      (await update(rejectedId, { action: 'reject', reject_reason: 'Photos show physical damage by the user' })).json()
        .data.returnRequest,
    ).toMatchObject({ state: 'Rejected', reject_reason: 'Photos show physical damage by the user' });
    expect((await orderOf(other.orderId)).return_request).toBe(false);
    await requestOf(other, 2);
  });

  it('refuses bad bodies with 400 or 413 and the error envelope', async () => {
    const setup = await deliveredOrder();
    const base = {
      order_id: setup.orderId,
      return_reason: 'Other',
      lines: [{ order_line_id: setup.sensorLine, quantity: 1 }],
    };
    const cases: [unknown, number][] = [
      [{ ...base, return_reason: 'Bored' }, 400],
      [{ ...base, lines: [] }, 400],
      [{ ...base, description: 'x'.repeat(1_000_000) }, 400],
      [{ ...base, description: 'x'.repeat(2_000_000) }, 413],
      [{ ...base, description: 'nul \u0000 here' }, 400],
      [{ ...base, extra: true }, 400],
      [{ ...base, photos: ['a', 'b', 'c', 'd', 'e', 'f'] }, 400],
      [{ ...base, lines: [{ order_line_id: setup.sensorLine, quantity: 0 }] }, 400],
    ];
    for (const [body, code] of cases) {
      const res = await call('POST', '/returnRequest/create', setup.customer.cookie, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(code);
      expect(res.json().status).toBe('Error');
    }
    expect(await countReturns(setup.orderId)).toBe(0);
    const notImage = await uploadPhoto(setup.customer.cookie, Buffer.from('<script>alert(1)</script>'));
    expect(notImage.statusCode).toBe(400);
    expect((await call('POST', '/returnRequest/create', undefined, base)).statusCode).toBe(401);
  });
});
