/**
 * Issue 27: a line costs its tax-inclusive unit price × quantity, and the quote, the order, the
 * tax invoice, its credit note and the GSTR-1 export show the same figures: '₹64.00 each incl.
 * GST' × 2 is ₹128.00 (not ₹128.01) and 11 × ₹374.40 is ₹4,118.40 (not ₹4,118.42).
 */
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { creditNotes, invoices } from '../../db/schema/invoices';
import { makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { payOrder } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

/** Each test pays for an order through the sandbox gateway: slow on a busy machine. */
const SLOW_MS = 120_000;

let t: TestApp;
let superAdmin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: superAdmin },
  } = await shopFixture({ pincodes: ['201301'], staff: ['SuperAdmin'] }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const noida = { shippingAddress: 'B-4 Sector 18', city: 'Noida', state: 'Uttar Pradesh', pincode: '201301' };

/** A servo at ₹54.24 before GST (₹64.00 with it) and a motor driver at ₹317.29 (₹374.40 with it). */
async function products() {
  const servo = await makeProduct(t.db, {
    categoryId,
    productName: 'SG90 Servo',
    hsnCode: '8501',
    pricePaise: 5_424,
    mrpPaise: 7_000,
    stock: 50,
  });
  const driver = await makeProduct(t.db, {
    categoryId,
    productName: 'L298N Driver',
    hsnCode: '8542',
    pricePaise: 31_729,
    mrpPaise: 45_000,
    stock: 50,
  });
  return { servo, driver };
}

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** The CSV's rows, split on commas (no field here holds one). */
const csvRows = (csv: string) =>
  csv
    .trim()
    .split(/\r?\n/)
    .map((row) => row.split(','));

describe(
  'the tax-inclusive line total on the quote, the order, the invoice, the credit note and GSTR-1',
  { timeout: SLOW_MS },
  () => {
    it('charges 2 × ₹64.00 as ₹128.00 and 11 × ₹374.40 as ₹4,118.40 everywhere, GST worked back and split inside the state', async () => {
      const { servo, driver } = await products();
      const asha = await signUpCustomer(t.app);
      const lines = [
        { product_id: servo.id, quantity: 2 },
        { product_id: driver.id, quantity: 11 },
      ];

      const q = (await call('POST', '/cart/quote', asha.cookie, { lines, pincode: '201301' })).json().data;
      expect(
        q.lines.map((l: Record<string, number>) => [
          l.unit_price_with_gst,
          l.line_total,
          l.taxable_value,
          l.gst_amount,
          l.cgst,
          l.sgst,
        ]),
      ).toEqual([
        [64, 128, 108.47, 19.53, 9.77, 9.76], // odd paisa to CGST
        [374.4, 4118.4, 3490.17, 628.23, 314.12, 314.11],
      ]);
      expect(q).toMatchObject({
        subtotal: 3598.64,
        taxableValue: 3598.64,
        gstAmount: 647.76,
        cgst: 323.89,
        sgst: 323.87,
        shippingCost: 0,
        totalPrice: 4246.4,
      });

      const placed = await placeOrder(t.app, asha.cookie, lines, noida);
      expect(placed.statusCode).toBe(201);
      const order = placed.json().data.order;
      expect(
        order.products.map((l: Record<string, number>) => [l.line_value, l.taxable_value, l.gst_amount, l.line_total]),
      ).toEqual([
        [108.47, 108.47, 19.53, 128],
        [3490.17, 3490.17, 628.23, 4118.4],
      ]);
      expect(order).toMatchObject({
        itemsSubtotal: q.subtotal,
        subtotal: q.taxableValue,
        gstAmount: q.gstAmount,
        cgst: q.cgst,
        sgst: q.sgst,
        totalPrice: 4246.4,
      });

      await payOrder(t.app, asha.cookie, order._id);
      await t.app.jobs.runDue();
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order._id));
      expect(
        invoice!.document.lines.map((l) => [
          l.unitPricePaise,
          l.discountPaise,
          l.taxablePaise,
          l.cgstPaise,
          l.sgstPaise,
          l.totalPaise,
        ]),
      ).toEqual([
        [5_424, 0, 10_847, 977, 976, 12_800],
        [31_729, 0, 3_49_017, 31_412, 31_411, 4_11_840],
      ]);
      expect(invoice!.document.totals).toMatchObject({
        discountPaise: 0,
        taxablePaise: 3_59_864,
        cgstPaise: 32_389,
        sgstPaise: 32_387,
        totalPaise: 4_24_640,
      });
      const text = await pdfText(
        (await call('POST', `/invoice/${invoice!.id}/download-invoice`, superAdmin.cookie)).rawPayload,
      );
      for (const figure of ['108.47', '9.77', '9.76', '128.00', '3,490.17', '4,118.40', 'Invoice total: ₹4,246.40'])
        expect(text).toContain(figure);

      const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
      const rows = csvRows((await call('GET', `/invoice/gstr1?month=${month}`, superAdmin.cookie)).body);
      expect(rows).toContainEqual(['09-Uttar Pradesh', '18', '3598.64', '323.89', '323.87', '0.00']);
      expect(rows).toContainEqual(['8501', 'NOS', '2', '18', '108.47', '9.77', '9.76', '0.00']);
      expect(rows).toContainEqual(['8542', 'NOS', '11', '18', '3490.17', '314.12', '314.11', '0.00']);

      // A full refund's credit note gives back the same lines, and GSTR-1 nets the month to nothing.
      expect(
        (await call('POST', `/order/${order._id}/update`, superAdmin.cookie, { status: 'Cancelled' })).statusCode,
      ).toBe(200);
      await t.app.jobs.runDue();
      const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id));
      expect(note!.document.lines.map((l) => l.totalPaise)).toEqual([12_800, 4_11_840]);
      expect(note!.document.totals).toEqual(invoice!.document.totals);
      const after = csvRows((await call('GET', `/invoice/gstr1?month=${month}`, superAdmin.cookie)).body);
      expect(after).toContainEqual(['8501', 'NOS', '0', '18', '0.00', '0.00', '0.00', '0.00']);
    });

    it('takes a coupon off before GST: its share is the invoice discount, each line keeps GST = total × 18/118 and the documents add up to what was paid', async () => {
      const { servo, driver } = await products();
      const [coupon] = await t.db
        .insert(coupons)
        .values({ code: 'MAKER10', percentage: 10, expiresAt: new Date(Date.now() + 86_400_000) })
        .returning();
      const asha = await signUpCustomer(t.app, 'Asha Coupon');
      const lines = [
        { product_id: servo.id, quantity: 2 },
        { product_id: driver.id, quantity: 11 },
      ];
      const q = (
        await call('POST', '/cart/quote', asha.cookie, { lines, pincode: '201301', couponCode: coupon!.code })
      ).json().data;
      // 10% of ₹3,598.64 before GST = ₹359.86, spread over the lines in proportion.
      expect(q).toMatchObject({ subtotal: 3598.64, couponDiscount: 359.86, taxableValue: 3238.78 });
      for (const line of q.lines) {
        expect(Math.round(line.line_total * 100)).toBe(
          Math.round(line.taxable_value * 100) + Math.round(line.gst_amount * 100),
        );
        expect(Math.round(line.gst_amount * 100)).toBe(Math.round((Math.round(line.line_total * 100) * 1800) / 11_800));
      }
      const placed = await call('POST', '/order/new', asha.cookie, {
        order: {
          products: lines,
          name: 'Asha Coupon',
          email: 'asha@example.in',
          phone: '9876543210',
          ...noida,
          couponCode: coupon!.code,
        },
      });
      expect(placed.statusCode).toBe(201);
      const order = placed.json().data.order;
      expect(order).toMatchObject({
        itemsSubtotal: q.subtotal,
        couponDiscount: q.couponDiscount,
        subtotal: q.taxableValue,
        gstAmount: q.gstAmount,
        totalPrice: q.totalPrice,
      });

      await payOrder(t.app, asha.cookie, order._id);
      await t.app.jobs.runDue();
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order._id));
      const totals = invoice!.document.totals;
      expect(totals).toMatchObject({ discountPaise: 35_986, taxablePaise: 3_23_878 });
      expect(totals.totalPaise).toBe(Math.round(q.totalPrice * 100));
      expect(invoice!.document.lines.map((l) => l.discountPaise)).toEqual(
        q.lines.map((l: { coupon_discount: number }) => Math.round(l.coupon_discount * 100)),
      );
    });
  },
);
