/**
 * Before a benchmark measures: the writes its own set-up made, flushed. A copy of a 1 GB catalogue
 * (CREATE DATABASE … TEMPLATE writes every page to the WAL) and the server's migrations on it leave
 * PostgreSQL's checkpoint and the kernel's write-back still to do, and on a shared 2-core machine
 * those bursts (125–275 MB of writes in a few seconds, vmstat 2026-12-01) land in the middle of a
 * run and in its tail latencies. A shop in service does not copy its catalogue before each minute
 * of traffic.
 */
import { execFileSync } from 'node:child_process';
import pg from 'pg';

/**
 * Runs CHECKPOINT on the PostgreSQL server of `databaseUrl` (which needs a superuser or
 * pg_checkpoint, as the benches' default server has) and the kernel's `sync`, and returns how long
 * both took (ms). Where either is refused, says so on stderr and returns what it managed.
 */
export async function settleWrites(databaseUrl: string): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } catch (error) {
    console.error(`(set-up writes not checkpointed: ${(error as Error).message})`);
  } finally {
    await client.end();
  }
  try {
    execFileSync('sync');
  } catch (error) {
    console.error(`(set-up writes not synced: ${(error as Error).message})`);
  }
  return performance.now() - started;
}
