/**
 * A transaction that takes a lock and holds it, for tests of what waits behind one (the catalogue's
 * admission and statement timeout, decision 083; the pools' metrics, decision 086).
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Runs `lockStatement` in a transaction on `db` and keeps it open; resolves, once the lock is held, to its release. */
export async function holdInTransaction(db: Db, lockStatement: SQL): Promise<() => Promise<void>> {
  let release!: () => void;
  let held!: () => void;
  const heldNow = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction(async (tx) => {
    await tx.execute(lockStatement);
    held();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await heldNow;
  return async () => {
    release();
    await done;
  };
}
