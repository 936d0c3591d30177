/**
 * A claim is a lease (decision 011, 088): a runner whose lease ran out while it worked through a
 * batch leaves the rest of that batch to the runner that took it over, so no job runs twice.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobRunner, enqueueJob } from './jobs.service';

const clock = createManualClock(new Date('2026-04-01T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

it('a runner whose lease ran out mid-batch leaves the rest to the runner that took them over', async () => {
  const runs = new Map<string, number>();
  const count = async (payload: Record<string, unknown>) => {
    runs.set(String(payload.tag), (runs.get(String(payload.tag)) ?? 0) + 1);
  };
  const slow = createJobRunner(t.app, { leaseMs: 60_000, batchSize: 3 });
  const other = createJobRunner(t.app, { leaseMs: 60_000, batchSize: 3 });
  other.register('test.rest', count);
  slow.register('test.rest', count);
  // The batch's first job outlasts the lease; meanwhile the other runner takes over what is left.
  slow.register('test.long', async (payload) => {
    await count(payload);
    clock.advance(61_000);
    await other.runDue();
  });
  await enqueueJob(t.db, { name: 'test.long', payload: { tag: 'long' } });
  for (const tag of ['second', 'third']) await enqueueJob(t.db, { name: 'test.rest', payload: { tag } });

  expect(await slow.runDue()).toBe(1);

  expect(Object.fromEntries(runs)).toEqual({ long: 1, second: 1, third: 1 });
});
