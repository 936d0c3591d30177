/**
 * Attack: personal data in the logs (issue 5). A failed query logged its parameters (the buyer's
 * name, e-mail, phone and address) and PostgreSQL's detail repeated the failing row. The log
 * lines of a real failure are captured here and must hold none of it, yet still say what failed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeServiceArea } from '../test/factories';
import { meera, placeOrder } from '../test/orders';
import { signUpCustomer } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { serializeError, withoutValues } from './logger.config';

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logStream });
});
afterAll(() => t.close());

describe('the log of a failed query', () => {
  it("names the fault but holds none of the buyer's personal data", async () => {
    await makeServiceArea(t.db, '560038');
    const buyer = await signUpCustomer(t.app);
    const product = await makeProduct(t.db, { categoryId: (await makeCategory(t.db)).id });
    // Make the order insert fail inside the database, as a broken migration or full disk would.
    await t.db.execute(sql.raw('ALTER TABLE orders ADD CONSTRAINT orders_refuse_all CHECK (length(name) < 0)'));
    lines.length = 0;

    const res = await placeOrder(t.app, buyer.cookie, [{ product_id: product.id, quantity: 1 }], meera);

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'Error',
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
    });
    const log = lines.join('');
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { code: '23514', constraint: 'orders_refuse_all' },
    });
    expect(failure.err.query).toMatch(/^insert into "orders"/);
    // The request's lines carry its id, as Fastify numbers requests.
    expect(failure.reqId).toMatch(/^req-[0-9a-z]+$/);
    for (const personal of [meera.name, meera.email, meera.phone, 'Lavelle', buyer.email])
      expect(log).not.toContain(personal);
    expect(log).not.toContain('Failing row');
  });
});

describe('redaction', () => {
  it('censors credentials in headers and personal fields up to three levels deep', () => {
    lines.length = 0;
    t.app.log.info({
      headers: {
        authorization: 'Bearer abc.def',
        cookie: 'shop_session=xyz',
        'set-cookie': 'shop_session=xyz',
        accept: 'application/json',
      },
      body: {
        password: 'Maker@2026',
        otp: '123456',
        order: { email: meera.email, phone: meera.phone, shippingAddress: meera.shippingAddress, pincode: '560001' },
      },
      token: 'abc.def',
    });
    const entry = JSON.parse(lines.join(''));
    expect(entry.headers).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'set-cookie': '[redacted]',
      accept: 'application/json',
    });
    expect(entry.body).toEqual({
      password: '[redacted]',
      otp: '[redacted]',
      order: { email: '[redacted]', phone: '[redacted]', shippingAddress: '[redacted]', pincode: '560001' },
    });
    expect(entry.token).toBe('[redacted]');
    // A line of no request has no request id.
    expect(entry).not.toHaveProperty('reqId');
  });
});

describe('serializeError', () => {
  it("drops Drizzle's params and PostgreSQL's echoed input from messages and stacks", () => {
    const error = new Error(`Failed query: insert into "users" ("email") values ($1)\nparams: ${meera.email}`);
    const safe = serializeError(
      Object.assign(error, {
        params: [meera.email],
        detail: `Key (email)=(${meera.email}) already exists.`,
        code: '23505',
      }),
    );
    expect(JSON.stringify(safe)).not.toContain(meera.email);
    expect(safe).toMatchObject({ message: 'Failed query: insert into "users" ("email") values ($1)', code: '23505' });
    expect(withoutValues('invalid input syntax for type integer: "9123456780"')).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
  });
});
