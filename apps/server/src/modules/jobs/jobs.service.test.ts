import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { jobs } from '../../db/schema/jobs';
import { createManualClock } from '../../lib/clock';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { claimDue } from './jobs.repository';
import { enqueueJob } from './jobs.service';

const clock = createManualClock(new Date('2026-04-01T10:00:00Z'));
let t: TestApp;
let admin: SignedIn;
let subAdmin: SignedIn;
let customer: SignedIn;
const ran: string[] = [];
let failuresLeft = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signInStaff(t.app, t.db, 'SuperAdmin');
  subAdmin = await signInStaff(t.app, t.db, 'SubAdmin');
  customer = await signUpCustomer(t.app);
  t.app.jobs.register('test.record', async (payload) => {
    ran.push(String(payload.tag));
  });
  t.app.jobs.register('test.flaky', async (payload) => {
    const tag = String(payload.tag);
    const left = failuresLeft.get(tag) ?? 0;
    if (left > 0) {
      failuresLeft.set(tag, left - 1);
      throw new Error(`courier timed out (${tag})`);
    }
    ran.push(tag);
  });
});
afterAll(() => t.close());

const jobsTagged = async (tag: string) => (await t.db.select().from(jobs)).filter((job) => job.payload.tag === tag);
const onlyJob = async (tag: string) => {
  const found = await jobsTagged(tag);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('enqueueJob', () => {
  it('leaves no job behind when the transaction that enqueued it rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueJob(tx, { name: 'test.record', payload: { tag: 'rolled-back' } });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await jobsTagged('rolled-back')).toHaveLength(0);
  });

  it('enqueues a job once per key while it is unfinished, and again after it ran', async () => {
    await enqueueJob(t.db, { name: 'test.record', payload: { tag: 'keyed' }, key: 'invoice:42' });
    await enqueueJob(t.db, { name: 'test.record', payload: { tag: 'keyed' }, key: 'invoice:42' });
    expect(await jobsTagged('keyed')).toHaveLength(1);
    await t.app.jobs.runDue();
    expect(ran.filter((tag) => tag === 'keyed')).toHaveLength(1);
    await enqueueJob(t.db, { name: 'test.record', payload: { tag: 'keyed' }, key: 'invoice:42' });
    expect(await jobsTagged('keyed')).toHaveLength(2);
  });
});

describe('runDue', () => {
  it('runs a job at once, and a scheduled one only when the clock reaches its time', async () => {
    await enqueueJob(t.db, { name: 'test.record', payload: { tag: 'now' } });
    await enqueueJob(t.db, {
      name: 'test.record',
      payload: { tag: 'later' },
      runAt: new Date(clock.now().getTime() + 30 * 60_000),
    });
    await t.app.jobs.runDue();
    expect(ran).toContain('now');
    expect(ran).not.toContain('later');
    clock.advance(30 * 60_000);
    await t.app.jobs.runDue();
    expect(ran).toContain('later');
    expect((await onlyJob('later')).status).toBe('done');
  });

  it('leaves jobs that no handler here knows for the runner that does', async () => {
    await enqueueJob(t.db, { name: 'test.someone-else', payload: { tag: 'foreign' } });
    await t.app.jobs.runDue();
    expect((await onlyJob('foreign')).status).toBe('pending');
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    failuresLeft = new Map([['flaky', 2]]);
    await enqueueJob(t.db, { name: 'test.flaky', payload: { tag: 'flaky' } });
    await t.app.jobs.runDue();
    let job = await onlyJob('flaky');
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'courier timed out (flaky)' });
    expect(job.runAt!.getTime() - clock.now().getTime()).toBe(30_000);

    clock.advance(29_000);
    await t.app.jobs.runDue();
    expect((await onlyJob('flaky')).attempts).toBe(1);

    clock.advance(1_000);
    await t.app.jobs.runDue();
    job = await onlyJob('flaky');
    expect(job).toMatchObject({ status: 'pending', attempts: 2 });
    expect(job.runAt!.getTime() - clock.now().getTime()).toBe(120_000);

    clock.advance(120_000);
    await t.app.jobs.runDue();
    expect(await onlyJob('flaky')).toMatchObject({ status: 'done', attempts: 3 });
    expect(ran.filter((tag) => tag === 'flaky')).toHaveLength(1);
  });

  it('takes over a job whose runner died once its lease ends, and runs it once', async () => {
    await enqueueJob(t.db, { name: 'test.record', payload: { tag: 'orphan' } });
    const now = clock.now();
    const [claimed] = await claimDue(t.db, {
      names: ['test.record'],
      now,
      lockedUntil: new Date(now.getTime() + 60_000),
      token: 'dead-runner',
      limit: 1,
    });
    expect(claimed!.payload.tag).toBe('orphan');

    await t.app.jobs.runDue();
    expect(ran).not.toContain('orphan');
    clock.advance(60_000);
    await t.app.jobs.runDue();
    expect(ran.filter((tag) => tag === 'orphan')).toHaveLength(1);
    expect(await onlyJob('orphan')).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('failed jobs', () => {
  let failedId: string;

  it('marks a job failed with its last error after its last attempt', async () => {
    failuresLeft = new Map([['doomed', 100]]);
    await enqueueJob(t.db, { name: 'test.flaky', payload: { tag: 'doomed' }, maxAttempts: 2 });
    await t.app.jobs.runDue();
    clock.advance(30_000);
    await t.app.jobs.runDue();
    const job = await onlyJob('doomed');
    expect(job).toMatchObject({ status: 'failed', attempts: 2, lastError: 'courier timed out (doomed)' });
    failedId = job.id;
  });

  it('shows staff, SubAdmin included, the failed jobs with their errors', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/jobs?status=failed',
      headers: { cookie: subAdmin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const listed = res.json().data.jobs;
    expect(listed.map((job: { _id: string }) => job._id)).toEqual([failedId]);
    expect(listed[0]).toMatchObject({
      name: 'test.flaky',
      status: 'failed',
      attempts: 2,
      lastError: 'courier timed out (doomed)',
    });
    expect(listed[0]).not.toHaveProperty('payload');
  });

  it('refuses the job list to customers and strangers, and a bad filter with 400', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: { cookie: customer.cookie } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/jobs' })).statusCode).toBe(401);
    for (const query of ['status=broken', 'limit=1e17', 'limit=0', 'status=failed%00', 'other=1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/jobs?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().status).toBe('Error');
    }
  });

  it('lets only the SuperAdmin retry it, and the retried job runs again', async () => {
    const retry = (id: string, cookie?: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${id}/retry`, headers: cookie ? { cookie } : {} });
    expect((await retry(failedId, subAdmin.cookie)).statusCode).toBe(403);
    expect((await retry(failedId)).statusCode).toBe(401);
    expect((await onlyJob('doomed')).status).toBe('failed');

    failuresLeft = new Map();
    const res = await retry(failedId, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.job).toMatchObject({ status: 'pending', attempts: 0 });
    await t.app.jobs.runDue();
    expect(await onlyJob('doomed')).toMatchObject({ status: 'done', attempts: 1 });

    // Audited in the retry's transaction (decision 034); the refused retry below writes nothing.
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, failedId));
    expect(audited).toMatchObject([
      {
        staffId: admin.id,
        action: 'job.retry',
        entity: 'job',
        before: { status: 'failed' },
        after: { status: 'pending' },
      },
    ]);
    expect((await retry(failedId, admin.cookie)).statusCode).toBe(409);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, failedId))).toHaveLength(1);
    expect((await retry('0190a0a0-0000-7000-8000-000000000000', admin.cookie)).statusCode).toBe(404);
    expect((await retry('bad%00id', admin.cookie)).statusCode).toBe(400);
  });

  it('refuses to retry a failed job when a newer one with its key is queued', async () => {
    failuresLeft = new Map([['receipt', 100]]);
    await enqueueJob(t.db, { name: 'test.flaky', payload: { tag: 'receipt' }, key: 'receipt:7', maxAttempts: 1 });
    await t.app.jobs.runDue();
    const [failed] = await jobsTagged('receipt');
    expect(failed!.status).toBe('failed');
    await enqueueJob(t.db, { name: 'test.record', payload: { tag: 'receipt-again' }, key: 'receipt:7' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/jobs/${failed!.id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, failed!.id)))[0]!.status).toBe('failed');
  });
});
