/**
 * Calls that take no body (issue 27 item 9; admin spec §7 sends `/zipcode/{id}/remove`,
 * `/product/{id}/remove`, `/wholesale/{id}/remove`… "empty"): each takes no body, `{}` and a JSON
 * `null` alike, with or without `Content-Type: application/json` when there is no body, and
 * refuses a field or a non-object with 400 and the envelope, changing nothing. The table is
 * checked against the API document, so a new call that takes no body cannot be left out of it.
 */
import { EMPTY_BODY_ONLY } from '@shop/domain/validation/empty-body.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/catalog';
import { serviceAreas } from '../db/schema/locations';
import { wholesaleProducts } from '../db/schema/wholesale';
import { makeProduct, makeServiceArea } from '../test/factories';
import { signUpCustomer, type SignedIn } from '../test/sessions';
import type { TestApp } from '../test/test-app';
import { shopFixture } from '../test/shop-fixture';

let t: TestApp;
let boss: SignedIn;
let shopper: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: boss },
  } = await shopFixture({ pincodes: [], category: 'Boards', staff: ['SuperAdmin'] }));
  shopper = await signUpCustomer(t.app);
});
afterAll(() => t.close());

type Caller = 'anyone' | 'boss' | 'shopper';
/** Every call that takes no body, who may call it, and its status for an unknown id (or none). */
const EMPTY_BODY_CALLS: [method: 'POST' | 'DELETE', path: string, caller: Caller, status: number][] = [
  ['POST', '/product/all-categories', 'anyone', 200],
  ['POST', '/product/{id}/remove', 'boss', 404],
  ['POST', '/product/{id}/restore', 'boss', 404],
  ['POST', '/wholesale/{id}/remove', 'boss', 404],
  ['POST', '/zipcode/{id}/remove', 'boss', 404],
  ['POST', '/coupon/{id}/deactivate', 'boss', 404],
  ['POST', '/admin/staff/{id}/deactivate', 'boss', 404],
  ['POST', '/admin/staff/{id}/activate', 'boss', 404],
  ['POST', '/admin/customers/{id}/block', 'boss', 404],
  ['POST', '/admin/customers/{id}/unblock', 'boss', 404],
  ['POST', '/admin/jobs/{id}/retry', 'boss', 404],
  ['POST', '/invoice/{id}/download-invoice', 'boss', 404],
  ['POST', '/credit-note/{id}/download', 'boss', 404],
  ['DELETE', '/addresses/{id}', 'shopper', 404],
  ['POST', '/returnRequest/{id}/withdraw', 'shopper', 404],
  ['POST', '/stock-alerts/{id}/cancel', 'shopper', 404],
  ['POST', '/bulk-enquiry/quote/{id}/accept', 'shopper', 404],
  ['POST', '/bulk-enquiry/quote/{id}/withdraw', 'boss', 404],
  ['POST', '/news/{id}/remove', 'boss', 404],
  ['POST', '/admin/contact-us/{id}/handled', 'boss', 404],
  ['POST', '/user/privacy/export', 'anyone', 401],
  ['POST', '/order/my-tracking', 'shopper', 200],
  ['POST', '/auth/logout', 'anyone', 200],
  ['POST', '/admin/logout', 'anyone', 200],
  ['DELETE', '/blog/delete/{id}', 'boss', 404],
];

const JSON_TYPE = { 'content-type': 'application/json' };
/** The forms of "nothing" a client sends: each is taken. */
const NOTHING: [string, { headers?: Record<string, string>; payload?: string }][] = [
  ['no body, no Content-Type', {}],
  ['no body with Content-Type: application/json', { headers: JSON_TYPE }],
  ['{}', { headers: JSON_TYPE, payload: '{}' }],
  ['null', { headers: JSON_TYPE, payload: 'null' }],
];
/** Bodies that say something: each is refused. */
const SOMETHING = ['{"status":true}', '[]', '"x"', '1', 'false'];

const cookieOf = (caller: Caller) =>
  caller === 'boss' ? { cookie: boss.cookie } : caller === 'shopper' ? { cookie: shopper.cookie } : {};
const call = (
  method: 'POST' | 'DELETE',
  path: string,
  caller: Caller,
  form: { headers?: Record<string, string>; payload?: string },
) =>
  t.app.inject({
    method,
    url: `/api/v1${path.replace('{id}', 'unknown-id')}`,
    headers: { ...cookieOf(caller), ...form.headers },
    payload: form.payload,
  });

describe.each(EMPTY_BODY_CALLS)('%s %s', (method, path, caller, status) => {
  it.each(NOTHING)('takes %s', async (_, form) => {
    const res = await call(method, path, caller, form);
    expect(res.statusCode).toBe(status);
  });

  it.each(SOMETHING)('refuses the body %s with 400 and the envelope', async (payload) => {
    const res = await call(method, path, caller, { headers: JSON_TYPE, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message: EMPTY_BODY_ONLY });
  });
});

describe('the table', () => {
  /** The API document's calls other than GET, as 'METHOD /path', with their body's JSON schema. */
  const operations = () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>
      >;
    };
    return Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => method !== 'get')
        .map(([method, op]) => ({
          call: `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`,
          body: op.requestBody?.content['application/json']?.schema,
        })),
    );
  };

  it('holds every call whose body is the empty body', () => {
    const empty = operations().filter(
      ({ body }) =>
        body?.nullable === true &&
        body.additionalProperties === false &&
        Object.keys((body.properties as object) ?? {}).length === 0,
    );
    expect(empty.map((op) => op.call).sort()).toEqual(
      EMPTY_BODY_CALLS.map(([method, path]) => `${method} ${path}`).sort(),
    );
  });

  it('leaves no call without a body schema but the forms (multipart) and the providers’ notifications (raw)', () => {
    const without = operations().filter(({ body }) => body === undefined);
    expect(without.map((op) => op.call).sort()).toEqual(
      [
        'POST /blog/upload-image',
        'POST /news/create',
        'POST /news/{id}/update-v2',
        'POST /payment/notify/{provider}',
        'POST /product/add-product',
        'POST /product/upload-image',
        'POST /product/{id}/update/v2',
        'POST /returnRequest/upload-photo',
      ].sort(),
    );
  });
});

describe('the spec’s removes, sent empty (admin spec §7)', () => {
  const remove = (path: string, form: { headers?: Record<string, string>; payload?: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      headers: { cookie: boss.cookie, ...form.headers },
      payload: form.payload,
    });
  const newWholesale = async () => {
    const product = await makeProduct(t.db, { categoryId });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wholesale/new',
      headers: { cookie: boss.cookie },
      payload: { product_id: product.id, priceBreaks: [{ minQuantity: 10, maxQuantity: null, discount: 5 }] },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.wholesaleProduct._id as string;
  };
  const zipcodeLeft = async (id: string) =>
    (await t.db.select().from(serviceAreas).where(eq(serviceAreas.id, id))).length;
  const wholesaleLeft = async (id: string) =>
    (await t.db.select().from(wholesaleProducts).where(eq(wholesaleProducts.id, id))).length;
  const archived = async (id: string) =>
    (await t.db.select({ at: products.archivedAt }).from(products).where(eq(products.id, id)))[0]!.at !== null;

  /** A service area, a product and a wholesale entry; `sendAll` sends each its remove with `form`; `left` says which are still there. */
  const threeToRemove = async (pincode: string) => {
    const area = (await makeServiceArea(t.db, pincode))!;
    const product = await makeProduct(t.db, { categoryId });
    const wholesale = await newWholesale();
    const sendAll = async (form: { headers?: Record<string, string>; payload?: string }) =>
      Promise.all(
        [`/zipcode/${area.id}/remove`, `/product/${product.id}/remove`, `/wholesale/${wholesale}/remove`].map(
          async (path) => (await remove(path, form)).statusCode,
        ),
      );
    const left = async () => [
      await zipcodeLeft(area.id),
      !(await archived(product.id)),
      await wholesaleLeft(wholesale),
    ];
    return { sendAll, left };
  };

  it.each(NOTHING)(
    'POST /zipcode/{id}/remove, /product/{id}/remove and /wholesale/{id}/remove remove with %s',
    async (_, form) => {
      const three = await threeToRemove(`5600${10 + NOTHING.findIndex(([, f]) => f === form)}`);
      expect(await three.sendAll(form)).toEqual([200, 200, 200]);
      expect(await three.left()).toEqual([0, false, 0]);
    },
  );

  it('refuses a body with a field, removing nothing', async () => {
    const three = await threeToRemove('560099');
    expect(await three.sendAll({ headers: JSON_TYPE, payload: '{"confirm":true}' })).toEqual([400, 400, 400]);
    expect(await three.left()).toEqual([1, true, 1]);
  });

  it('still refuses a body that is not declared JSON (decision 009), and a required body sent empty', async () => {
    const area = (await makeServiceArea(t.db, '560098'))!;
    expect(
      (await remove(`/zipcode/${area.id}/remove`, { headers: { 'content-type': 'text/plain' }, payload: 'null' }))
        .statusCode,
    ).toBe(415);
    expect((await remove(`/zipcode/${area.id}/remove`, { payload: '{}' })).statusCode).toBe(415);
    expect(await zipcodeLeft(area.id)).toBe(1);
    const needsBody = await t.app.inject({
      method: 'POST',
      url: '/api/v1/zipcode/new',
      headers: { cookie: boss.cookie, ...JSON_TYPE },
    });
    expect(needsBody.statusCode).toBe(400);
    expect(needsBody.json().status).toBe('Error');
  });
});
