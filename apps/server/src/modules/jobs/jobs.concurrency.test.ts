import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobRunner } from './jobs.runner';
import { enqueueJob } from './jobs.service';

// Meaningful on PostgreSQL (DATABASE_URL), where the two runners use separate connections at once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('two runners at once', () => {
  it('never run the same job twice', async () => {
    const runs = new Map<number, number>();
    const byRunner = { a: 0, b: 0 };
    const runners = (['a', 'b'] as const).map((name) => {
      const runner = createJobRunner(t.app, { batchSize: 3 });
      runner.register('test.count', async (payload) => {
        const n = Number(payload.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        byRunner[name]++;
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return runner;
    });
    for (let n = 0; n < 60; n++) await enqueueJob(t.db, { name: 'test.count', payload: { n } });

    const counts = await Promise.all([...runners, ...runners].map((runner) => runner.runDue()));

    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(60);
    expect(byRunner.a + byRunner.b).toBe(60);
    expect((await t.db.select().from(jobs)).every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
  });
});
