/**
 * Seeding is "check, then insert", so two server processes starting together on one PostgreSQL
 * could both find the table empty. Each seed step takes a transaction-scoped advisory lock
 * first and checks again under it; the second process then finds the rows and does nothing.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** Lock keys, one per seed step (any stable numbers; they only need to differ). */
export const SEED_LOCKS = {
  catalogue: 7_301,
  pincodes: 7_302,
  serviceAreas: 7_303,
  demoAccounts: 7_304,
  demoReviews: 7_305,
} as const;

/** Holds the step's lock until `tx` ends. */
export async function lockSeedStep(tx: Tx, key: (typeof SEED_LOCKS)[keyof typeof SEED_LOCKS]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
