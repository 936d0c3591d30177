import { tooManyUnitsMessage } from '@shop/domain/orders/order-limits.rules';
import { SELLER_STATE_UNKNOWN, sellerGstinStateMismatch } from '@shop/domain/settings/seller-identity.rules';
import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { GSTIN_BAD_CHECK_DIGIT } from '@shop/domain/tax/gstin.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock';
import { makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

const clock = createManualClock(new Date('2026-03-02T04:30:00Z'));
let t: TestApp;
let admin: SignedIn;
let subAdmin: SignedIn;
let customer: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: admin, SubAdmin: subAdmin },
  } = await shopFixture({ app: { clock }, pincodes: ['201301'], staff: ['SuperAdmin', 'SubAdmin'] }));
  customer = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const getSettings = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: cookie ? { cookie } : {} });
const patchSettings = (payload: unknown, cookie = admin.cookie) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/admin/settings', headers: { cookie }, payload: payload as object });

describe('GET /admin/settings', () => {
  it('gives the SuperAdmin every setting, defaults included, before anything is changed', async () => {
    const res = await getSettings(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings).toEqual(STORE_SETTINGS_DEFAULTS);
  });

  it('refuses a SubAdmin with 403, a customer and a stranger with 401', async () => {
    expect((await getSettings(subAdmin.cookie)).statusCode).toBe(403);
    expect((await getSettings(customer.cookie)).statusCode).toBe(401);
    const stranger = await getSettings();
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().status).toBe('Error');
  });
});

describe('PATCH /admin/settings', () => {
  it('refuses everyone but the SuperAdmin and changes nothing', async () => {
    expect((await patchSettings({ orderHoldMinutes: 45 }, subAdmin.cookie)).statusCode).toBe(403);
    expect((await patchSettings({ orderHoldMinutes: 45 }, customer.cookie)).statusCode).toBe(401);
    expect((await getSettings(admin.cookie)).json().data.settings.orderHoldMinutes).toBe(30);
  });

  it.each([
    [{ sellerState: 'Karnataka', isAdmin: true }, 'an unknown key'],
    [{}, 'nothing to change'],
    [{ sellerLegalName: 'A'.repeat(201) }, 'an over-long name'],
    [{ sellerLegalName: 'Maker\u0000Shop' }, 'a NUL character'],
    [{ orderHoldMinutes: 1e17 }, 'an absurd hold'],
    [{ returnWindowDays: -1 }, 'a negative window'],
    [{ supportEmail: 'nobody' }, 'a bad e-mail'],
    [{ socialLinks: { facebook: 'javascript:alert(1)' } }, 'a script link'],
    [{ maxUnitsPerOrderLine: '10' }, 'a number sent as text'],
  ])('answers 400 with the error envelope to %j (%s) and changes nothing', async (payload, _why) => {
    const before = (await getSettings(admin.cookie)).json().data.settings;
    const res = await patchSettings(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
    expect((await getSettings(admin.cookie)).json().data.settings).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/settings',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: '{"orderHoldMinutes":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('changes only what is sent and keeps the rest', async () => {
    const res = await patchSettings({
      supportPhone: '+91 98765 43210',
      socialLinks: { instagram: 'https://instagram.com/makershop' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings).toMatchObject({
      supportPhone: '+91 98765 43210',
      socialLinks: { instagram: 'https://instagram.com/makershop' },
      orderHoldMinutes: 30,
    });
    expect((await getSettings(admin.cookie)).json().data.settings.supportPhone).toBe('+91 98765 43210');
  });
});

describe('the seller GST identity (issue 27 item 6)', () => {
  /** A valid GSTIN of Karnataka (state code 29) with the default seller's PAN. */
  const KARNATAKA_GSTIN = '29AAACM1234F1ZU';

  it.each([
    [{ sellerGstin: '09AAACM1234F1ZX' }, 'sellerGstin', GSTIN_BAD_CHECK_DIGIT],
    [{ sellerGstin: KARNATAKA_GSTIN }, 'sellerGstin', sellerGstinStateMismatch('Karnataka', 'Uttar Pradesh')],
    [{ sellerState: 'Karnataka' }, 'sellerGstin', sellerGstinStateMismatch('Uttar Pradesh', 'Karnataka')],
    [{ sellerState: 'Atlantis' }, 'sellerState', SELLER_STATE_UNKNOWN],
    [{ sellerState: 'Atlantis', sellerGstin: '' }, 'sellerState', SELLER_STATE_UNKNOWN],
  ])('refuses %j on %s with “%s” and saves nothing', async (payload, path, message) => {
    const before = (await getSettings(admin.cookie)).json().data.settings;
    const res = await patchSettings(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', errors: [{ path, message }] });
    expect((await getSettings(admin.cookie)).json().data.settings).toEqual(before);
  });

  it('takes a GSTIN together with its own state, in the official spelling, and back again', async () => {
    const moved = await patchSettings({ sellerState: 'karnataka', sellerGstin: KARNATAKA_GSTIN.toLowerCase() });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.settings).toMatchObject({ sellerState: 'Karnataka', sellerGstin: KARNATAKA_GSTIN });
    const back = await patchSettings({
      sellerState: 'Uttar Pradesh',
      sellerGstin: STORE_SETTINGS_DEFAULTS.sellerGstin,
    });
    expect(back.json().data.settings).toMatchObject({ sellerState: 'Uttar Pradesh', sellerGstin: '09AAACM1234F1ZW' });
  });

  it('lets a seller not registered yet leave the GSTIN empty in any state', async () => {
    const res = await patchSettings({ sellerState: 'Goa', sellerGstin: '' });
    expect(res.statusCode).toBe(200);
    expect((await patchSettings({ sellerState: 'Uttar Pradesh', sellerGstin: '09AAACM1234F1ZW' })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /settings/public', () => {
  it('shows anyone the contacts, links, shipping, windows and legal disclosures, and nothing internal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/public' });
    expect(res.statusCode).toBe(200);
    const shown = res.json().data.settings;
    expect(shown).toMatchObject({
      supportEmail: 'support@makershop.in',
      returnWindowDays: 7,
      cancelWindowHours: 24,
      freeShippingThresholdRupees: 499,
      // The head office /contact shows (issue 30).
      sellerAddress: 'B-12, Sector 63, Noida, Gautam Buddha Nagar, Uttar Pradesh 201301',
    });
    // The legal disclosures (E-Commerce Rules 2020 r.4): address, GSTIN, grievance officer.
    expect(shown).toMatchObject({
      sellerAddress: STORE_SETTINGS_DEFAULTS.sellerAddress,
      grievanceOfficerEmail: STORE_SETTINGS_DEFAULTS.grievanceOfficerEmail,
    });
    expect(shown).not.toHaveProperty('maxUnpaidOrdersPerCustomer');
    expect(shown).not.toHaveProperty('policyTerms');
  });
});

describe('a change takes effect on the next order', () => {
  it('splits GST by the seller state, charges shipping and sets delivery from the settings', async () => {
    const board = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 20 });
    const noida = { pincode: '201301', city: 'Noida', state: 'Uttar Pradesh' };

    const before = (await placeOrder(t.app, customer.cookie, [{ product_id: board.id, quantity: 1 }], noida)).json()
      .data.order;
    expect(before).toMatchObject({ cgst: 45, sgst: 45, igst: 0, shippingCost: 0 });
    expect(before.expectedDelivery).toBe('2026-03-06T04:30:00.000Z');

    const saved = await patchSettings({
      sellerState: 'Karnataka',
      sellerGstin: '29AAACM1234F1ZU',
      expectedDeliveryDays: 6,
      standardShippingRupees: 49,
      freeShippingThresholdRupees: 999,
    });
    expect(saved.statusCode).toBe(200);
    clock.advance(3600_000);

    const after = (await placeOrder(t.app, customer.cookie, [{ product_id: board.id, quantity: 1 }], noida)).json().data
      .order;
    // ₹500 is below the new ₹999 threshold: the courier sandbox's rate within Noida (Delhivery surface, ₹40).
    expect(after).toMatchObject({ cgst: 0, sgst: 0, igst: 90, shippingCost: 40, totalPrice: 630 });
    expect(after.expectedDelivery).toBe('2026-03-08T05:30:00.000Z');
  });

  it('refuses a line above the units-per-line limit with a clear message', async () => {
    const sensor = await makeProduct(t.db, { categoryId, stock: 500 });
    await patchSettings({ maxUnitsPerOrderLine: 5 });
    const res = await placeOrder(t.app, customer.cookie, [{ product_id: sensor.id, quantity: 6 }], {
      pincode: '201301',
      city: 'Noida',
      state: 'Uttar Pradesh',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(tooManyUnitsMessage(sensor.productName, 5));
  });
});
