/**
 * /readyz and the media bucket (issue 32 "Health"): with S3_BUCKET configured, the bucket is one
 * of the checks (a HeadBucket within the check's timeout); a bucket that is down or an endpoint
 * nothing listens on makes /readyz answer 503 naming the bucket. Without a bucket the check says
 * 'not configured' (readiness.routes.test.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAKE_S3, startS3Fake, type FakeS3 } from '../test/fakes/s3-fake';
import { freePort } from '../test/server-process';
import { createTestApp, type TestApp } from '../test/test-app';

let s3: FakeS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Fake();
  t = await createTestApp({ env: s3.env() });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const redis = process.env.REDIS_URL ? 'ok' : 'not configured';
const BUCKET_FAILED = `failed: media bucket ${FAKE_S3.bucket}: HeadBucket failed`;

it('answers 200 with the bucket "ok" when the bucket answers its HeadBucket, signed', async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(reply.statusCode).toBe(200);
  expect(reply.json()).toEqual({
    status: 'ok',
    checks: { database: 'ok', migrations: 'ok', redis, bucket: 'ok', process: 'ok', replica: 'not configured' },
  });
  expect(s3.calls.at(-1)).toEqual({ method: 'HEAD', key: '', signed: true, status: 200 });
});

it('answers 503 naming the bucket while it is down, and 200 again once it is back', async () => {
  s3.down = true;
  try {
    const reply = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      status: 'Error',
      checks: {
        database: 'ok',
        migrations: 'ok',
        redis,
        bucket: BUCKET_FAILED,
        process: 'ok',
        replica: 'not configured',
      },
    });
  } finally {
    s3.down = false;
  }
  expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
});

it('answers 503 naming the bucket when nothing listens at its endpoint', async () => {
  const endpoint = `http://127.0.0.1:${await freePort()}`;
  const unreachable = await createTestApp({ env: { ...s3.env(), S3_ENDPOINT: endpoint } });
  try {
    const reply = await unreachable.app.inject({ method: 'GET', url: '/readyz' });
    expect(reply.statusCode).toBe(503);
    const { status, checks } = reply.json();
    expect(status).toBe('Error');
    // Refused at once, or still retrying when the check's time is up: either names the bucket as the failure.
    expect([BUCKET_FAILED, 'no answer within 2000 ms']).toContain(checks.bucket);
    expect(checks).toMatchObject({ database: 'ok', migrations: 'ok', redis, process: 'ok' });
  } finally {
    await unreachable.close();
  }
});
