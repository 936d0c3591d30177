import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { Database } from '../../../db/client';
import { loadEnv } from '../../../env';
import { makeCategory, makeProduct, makeServiceArea } from '../../../test/factories';
import { placeOrder } from '../../../test/orders';
import { signUpCustomer } from '../../../test/sessions';
import { openTestDatabase } from '../../../test/test-database';
import { signBody } from './sandbox-signature.rules';

// The app as production builds it when PAYMENTS_SANDBOX is unset (the boot check in env.ts
// refuses such a start; this proves that even so no sandbox route would exist).
let app: FastifyInstance;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const env = {
    ...loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    NODE_ENV: 'production' as const,
    PAYMENTS_SANDBOX: undefined,
  };
  app = await buildApp(database.db, {
    env,
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    sandboxPaymentSecret: 'test-sandbox-secret-0123456789',
    publicUrl: 'https://shop.example.in',
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('production without PAYMENTS_SANDBOX', () => {
  it('has no sandbox payment page to pay on', async () => {
    expect(app.hasRoute({ method: 'GET', url: '/sandbox/pay/:txn' })).toBe(false);
    expect(app.hasRoute({ method: 'POST', url: '/sandbox/pay/:txn' })).toBe(false);
    const pay = await app.inject({
      method: 'POST',
      url: '/sandbox/pay/MT123',
      payload: 'outcome=SUCCESS',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sandbox/pay/MT123' })).statusCode).toBe(404);
    expect(app.payments.names).toEqual([]);
  });

  it('accepts no sandbox notification, even one signed with the sandbox secret', async () => {
    const body = JSON.stringify({
      merchantTransactionId: 'MT123',
      outcome: 'SUCCESS',
      amountPaise: 100,
      gatewayTransactionId: null,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signBody('test-sandbox-secret-0123456789', body),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers a payment request with 503 and a clear message, starting nothing', async () => {
    await makeServiceArea(database.db, '560038');
    const product = await makeProduct(database.db, { categoryId: (await makeCategory(database.db)).id });
    const shopper = await signUpCustomer(app);
    const order = (await placeOrder(app, shopper.cookie, [{ product_id: product.id, quantity: 1 }])).json().data.order;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/create-phonepe-payment',
      headers: { cookie: shopper.cookie },
      payload: { orderId: order._id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'Error',
      code: 'SERVICE_UNAVAILABLE',
      message: 'Online payment is not available right now. Please try again later.',
    });
  });
});
