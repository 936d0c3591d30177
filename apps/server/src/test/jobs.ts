/**
 * Background jobs as tests see them: the jobs table by key, and a payment gateway whose refunds
 * fail (a provider that is down), to watch the runner retry. Only the provider is faked; the
 * shop's own tables are read, never written.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';

/** Jobs whose key starts with `prefix`, oldest first. */
export async function jobsKeyed(db: Db, prefix: string) {
  const rows = await db.select().from(jobs);
  return rows
    .filter((job) => job.key?.startsWith(prefix))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/**
 * Makes the sandbox gateway refuse the next `times` refunds with an error (Infinity: until
 * `restore`), as a provider that is down would. Returns how many it refused so far and `restore`.
 */
export function refundsFail(app: FastifyInstance, times = 1) {
  const gateway = app.payments.byName('sandbox');
  const original = gateway.refund;
  const state = { refused: 0 };
  gateway.refund = async (request) => {
    if (state.refused < times) {
      state.refused++;
      throw new Error('sandbox: the provider is down');
    }
    return original.call(gateway, request);
  };
  return { state, restore: () => void (gateway.refund = original) };
}
