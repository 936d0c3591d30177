/**
 * CPU time a benchmark's server and its PostgreSQL backends used, read from Linux's /proc (the
 * figure that survives a shared machine: the work a request costs, whatever else runs beside it).
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

/** The machine's 1-minute load average now. */
export const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** The machine's 1-, 5- and 15-minute load averages now, as /proc/loadavg writes them: "1.20 1.62 2.71". */
export const loadAverages = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

export interface CpuReading {
  /** CPU ms used so far by the server process and the processes it started. */
  server: number;
  /** CPU ms used so far by the database's backends open now (not `admin`'s own). */
  db: number;
  /** The 1-minute load average. */
  load: number;
}

/**
 * CPU ms used so far by the server's processes and by the backends connected to `databaseName`
 * (read through `admin`, whose own backend is left out). A backend that closed between two
 * readings takes its CPU with it, so keep the server's pools open across a run.
 */
export async function cpuReading(
  serverPid: number | undefined,
  databaseName: string,
  admin: pg.Client,
): Promise<CpuReading> {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [databaseName],
  );
  return { server: serverCpuMs(serverPid), db: rows.reduce((sum, r) => sum + cpuMsOf(r.pid), 0), load: loadAverage() };
}

/** CPU ms used so far by the database `databaseName`'s backends, other than `admin`'s own. */
export async function backendsCpuMs(admin: pg.Client, databaseName: string): Promise<number> {
  return (await cpuReading(undefined, databaseName, admin)).db;
}

/** CPU ms used so far by the server process `serverPid` and the processes it started. */
export function serverCpuMs(serverPid: number | undefined): number {
  return [serverPid, ...childrenOf(serverPid)].reduce((sum: number, pid) => sum + cpuMsOf(pid), 0);
}

/** The parent process of `pid` (a PostgreSQL backend's: the postmaster); undefined where /proc cannot tell. */
export function parentOf(pid: number): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return undefined;
  }
}
