import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';
import { issueInvoice } from './invoices.service';

/** Each test pays for orders through the sandbox gateway: slow on a busy machine. */
const SLOW_MS = 120_000;

let t: TestApp;
let superAdmin: SignedIn;
let subAdmin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: superAdmin, SubAdmin: subAdmin },
  } = await shopFixture({ pincodes: ['560038', '201301', '411005'], staff: ['SuperAdmin', 'SubAdmin'] }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const noida = { shippingAddress: 'B-4 Sector 18', city: 'Noida', state: 'Uttar Pradesh', pincode: '201301' };
const pune = {
  address: '4 FC Road, Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411005',
  companyName: 'Umbrella Fab LLP',
  gstNumber: '27AAPFU0939F1ZV',
};

async function order(shopper: SignedIn, address: object = noida, quantity = 2): Promise<string> {
  const product = await makeProduct(t.db, {
    categoryId,
    productName: 'ESP32 DevKit V1',
    hsnCode: '8542',
    pricePaise: 45_000,
    mrpPaise: 60_000,
    stock: 50,
  });
  const res = await placeOrder(t.app, shopper.cookie, [{ product_id: product.id, quantity }], address);
  expect(res.statusCode).toBe(201);
  return res.json().data.order._id;
}

async function paidOrder(shopper: SignedIn, address: object = noida): Promise<string> {
  const orderId = await order(shopper, address);
  const attempt = await startPayment(t.app, shopper.cookie, orderId);
  await choose(t.app, attempt.redirectUrl, 'SUCCESS');
  await t.app.jobs.runDue();
  return orderId;
}

async function invoiceOf(orderId: string) {
  const list = (await call('POST', '/invoice/list', superAdmin.cookie, { pageSize: 100 })).json().data;
  return list.invoiceList.find((i: { order_id: string }) => i.order_id === orderId);
}

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('issuing an invoice', { timeout: SLOW_MS }, () => {
  it('issues one, numbered in the financial year, when the order is paid, and never for an unpaid order', async () => {
    const shopper = await signUpCustomer(t.app);
    const unpaid = await order(shopper);
    await t.app.jobs.runDue();
    expect(await issueInvoice(t.db, unpaid, new Date())).toBeUndefined();
    expect(await invoiceOf(unpaid)).toBeUndefined();

    const paid = await paidOrder(shopper);
    const invoice = await invoiceOf(paid);
    expect(invoice).toMatchObject({
      status: 'Paid',
      user_Id: { firstName: 'Asha', email: 'asha@example.in' },
      items: [{ product: { name: expect.stringContaining('ESP32') }, quantity: 2 }],
    });
    expect(invoice.invoiceNumber).toMatch(/^MS\/\d\d-\d\d\/\d{6}$/);
    // Asked again (a job run twice, a retry), it is the same invoice.
    const again = await issueInvoice(t.db, paid, new Date());
    expect(again!.number).toBe(invoice.invoiceNumber);
  });

  it('prints every Rule 46 field for an intra-state B2C order', async () => {
    const shopper = await signUpCustomer(t.app);
    const invoice = await invoiceOf(await paidOrder(shopper));
    const res = await call('POST', `/invoice/${invoice._id}/download-invoice`, subAdmin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`invoice-${invoice._id}.pdf`);
    const text = await pdfText(res.rawPayload);
    for (const field of [
      'TAX INVOICE',
      'MakerShop',
      'Sector 63, Noida',
      'State: Uttar Pradesh (code 09)',
      'GSTIN: 09AAACM1234F1ZW',
      `Invoice no.: ${invoice.invoiceNumber}`,
      'Invoice date:',
      'Asha Rao',
      'B-4 Sector 18',
      'GSTIN: unregistered (B2C)',
      'Place of supply: Uttar Pradesh (09)',
      'HSN/SAC',
      '8542',
      '2 NOS',
      'Unit price',
      'Discount',
      'Taxable value',
      '18%',
      'CGST',
      'SGST',
      'Invoice total: ₹',
      'Amount in words: Rupees',
      'Only',
      'Tax payable on reverse charge: No',
      'HSN/SAC summary',
      'Authorised signatory',
    ])
      expect(text).toContain(field);
    expect(text).toContain('Rate CGST SGST Total');
  });

  it('prints the buyer GSTIN and IGST for an inter-state B2B order', async () => {
    const shopper = await signUpCustomer(t.app);
    const addressId = (await call('POST', '/addresses', shopper.cookie, pune)).json().data.address._id;
    const invoice = await invoiceOf(
      await paidOrder(shopper, {
        addressId,
        shippingAddress: undefined,
        city: undefined,
        state: undefined,
        pincode: undefined,
      }),
    );
    const text = await pdfText(
      (await call('POST', `/invoice/${invoice._id}/download-invoice`, superAdmin.cookie)).rawPayload,
    );
    for (const field of [
      'Umbrella Fab LLP',
      'GSTIN: 27AAPFU0939F1ZV',
      'Place of supply: Maharashtra (27)',
      'IGST',
      'State: Maharashtra (code 27)',
      'Tax payable on reverse charge: No',
      'Authorised signatory',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).toContain('Rate IGST Total');
  });
});

describe('who may see invoices', { timeout: SLOW_MS }, () => {
  it('lets the customer download their own invoice and answers 404 for another customer', async () => {
    const asha = await signUpCustomer(t.app);
    const ravi = await signUpCustomer(t.app, 'Ravi Rao');
    const orderId = await paidOrder(asha);
    const own = await call('GET', `/order/${orderId}/invoice`, asha.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const foreign = await call('GET', `/order/${orderId}/invoice`, ravi.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 'Error', message: 'Invoice not found' });
    expect((await call('GET', `/order/${orderId}/invoice`)).statusCode).toBe(401);
    expect((await call('GET', `/order/${orderId}/invoice`, subAdmin.cookie)).statusCode).toBe(401);
  });

  it('keeps the list and the export to the SuperAdmin and downloads to staff', async () => {
    const asha = await signUpCustomer(t.app);
    const invoice = await invoiceOf(await paidOrder(asha));
    expect((await call('POST', '/invoice/list', subAdmin.cookie, {})).statusCode).toBe(403);
    expect((await call('POST', '/invoice/list', asha.cookie, {})).statusCode).toBe(401);
    expect((await call('GET', '/invoice/gstr1?month=2026-04', subAdmin.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/invoice/${invoice._id}/download-invoice`, asha.cookie)).statusCode).toBe(401);
    expect((await call('POST', '/invoice/nope/download-invoice', superAdmin.cookie)).statusCode).toBe(404);
  });

  it.each([
    [{ pageSize: 1000 }, 'a huge page'],
    [{ pageNum: 0 }, 'page zero'],
    [{ filters: { sort: 'SIDEWAYS' } }, 'an unknown sort'],
    [{ extra: 1 }, 'an unknown field'],
  ] as [object, string][])('refuses %j (%s) with 400', async (body) => {
    expect((await call('POST', '/invoice/list', superAdmin.cookie, body)).statusCode).toBe(400);
  });

  it.each(['2026-13', '2026-4', "2026-04';--", ''])('refuses the export month %j with 400', async (month) => {
    expect((await call('GET', `/invoice/gstr1?month=${encodeURIComponent(month)}`, superAdmin.cookie)).statusCode).toBe(
      400,
    );
  });
});

describe('listing and exporting', { timeout: SLOW_MS }, () => {
  it('sorts newest or oldest first and pages by 20', async () => {
    const newest = (await call('POST', '/invoice/list', superAdmin.cookie, {})).json().data;
    const oldest = (await call('POST', '/invoice/list', superAdmin.cookie, { sort: 'OLDEST' })).json().data;
    expect(newest.invoiceCount).toBeGreaterThan(1);
    expect(newest.invoiceList[0].invoiceNumber > oldest.invoiceList[0].invoiceNumber).toBe(true);
  });

  it('lists each product with its quantity and the warranty its order recorded (months; null when none)', async () => {
    const shopper = await signUpCustomer(t.app);
    const board = await makeProduct(t.db, {
      categoryId,
      productName: 'Warranty Board',
      hsnCode: '8473',
      pricePaise: 99_900,
      mrpPaise: 120_000,
      stock: 20,
      warrantyMonths: 18,
    });
    const plain = await makeProduct(t.db, {
      categoryId,
      productName: 'Plain Sensor',
      hsnCode: '9025',
      pricePaise: 20_000,
      mrpPaise: 25_000,
      stock: 20,
    });
    const placed = await placeOrder(
      t.app,
      shopper.cookie,
      [
        { product_id: board.id, quantity: 2 },
        { product_id: plain.id, quantity: 1 },
      ],
      noida,
    );
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.order._id as string;
    await choose(t.app, (await startPayment(t.app, shopper.cookie, orderId)).redirectUrl, 'SUCCESS');
    await t.app.jobs.runDue();
    const invoice = await invoiceOf(orderId);
    expect(invoice.items).toEqual([
      { product: { name: `Warranty Board (${board.sku})` }, quantity: 2, totalWarranty: 18 },
      { product: { name: `Plain Sensor (${plain.sku})` }, quantity: 1, totalWarranty: null },
    ]);
  });

  it("exports the month's invoices as B2B, B2C by state and HSN summary", async () => {
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const res = await call('GET', `/invoice/gstr1?month=${month}`, superAdmin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('B2B invoices');
    expect(res.body).toContain('27AAPFU0939F1ZV');
    expect(res.body).toContain('09-Uttar Pradesh,18');
    // The accountant is told the B2C rows are net of B2C credit notes, so those are not taken off twice.
    expect(res.body).toContain(
      'B2C supplies by place of supply (net: B2C credit notes of the month already taken off)',
    );
    expect(res.body).toContain('HSN summary');
    expect(res.body).toContain('8542,NOS');
  });
});

describe('credit notes', { timeout: SLOW_MS }, () => {
  it('issues one for the amount refunded when a paid, invoiced order is cancelled, in its own series', async () => {
    const asha = await signUpCustomer(t.app);
    const orderId = await paidOrder(asha);
    const invoice = await invoiceOf(orderId);
    expect(
      (await call('POST', `/order/${orderId}/update`, superAdmin.cookie, { status: 'Cancelled' })).statusCode,
    ).toBe(200);
    await t.app.jobs.runDue();
    const after = await invoiceOf(orderId);
    expect(after.status).toBe('Refunded');
    expect(after.creditNotes).toHaveLength(1);
    expect(after.creditNotes[0]).toMatchObject({
      amount: invoice.amount,
      number: expect.stringMatching(/^CN\/\d\d-\d\d\/\d{6}$/),
    });
    const pdf = await call('POST', `/credit-note/${after.creditNotes[0]._id}/download`, subAdmin.cookie);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Against invoice: ${invoice.invoiceNumber}`);
    // Cancelling again issues nothing more.
    await call('POST', `/order/${orderId}/update`, superAdmin.cookie, { status: 'Cancelled' });
    await t.app.jobs.runDue();
    expect((await invoiceOf(orderId)).creditNotes).toHaveLength(1);
  });

  it('issues none when an unpaid order is cancelled', async () => {
    const asha = await signUpCustomer(t.app);
    const orderId = await order(asha);
    await call('POST', `/order/${orderId}/update`, superAdmin.cookie, { status: 'Cancelled' });
    await t.app.jobs.runDue();
    expect(await invoiceOf(orderId)).toBeUndefined();
  });
});
