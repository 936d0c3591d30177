/**
 * CPU time of processes, from Linux's /proc: what the benchmarks print per request beside their
 * rates (the figure other work on a shared machine changes least). 0 or none where /proc cannot tell.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** CPU time (ms, user + system) a Linux process has used so far; 0 where /proc cannot tell. */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return 0;
  }
}

/** The processes `pid` started (a server of several processes: its server processes); none where /proc cannot tell. */
export function childrenOf(pid: number | undefined): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU ms used so far by the database `databaseName`'s backends, other than `admin`'s own. */
export async function backendsCpuMs(admin: pg.Client, databaseName: string): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [databaseName],
  );
  return rows.reduce((sum, r) => sum + cpuMsOf(r.pid), 0);
}

/** CPU ms used so far by the server process `serverPid` and the processes it started. */
export const serverCpuMs = (serverPid: number | undefined) =>
  [serverPid, ...childrenOf(serverPid)].reduce((sum: number, pid) => sum + cpuMsOf(pid), 0);
