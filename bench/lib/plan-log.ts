/**
 * The plans PostgreSQL really ran, read from its server log (bench:search-plans, issue 31 target 2):
 * auto_explain, loaded into every new session of one database, logs each statement's plan as JSON;
 * the bench marks the log between its steps (RAISE LOG) and reads back what each step ran. A
 * statement whose plan's shape (node types, tables, indexes, joins; not costs or row counts)
 * changes between two runs of the same text is a plan flip, whatever the timing says.
 *
 * Needs a superuser (session_preload_libraries) and a server log this process can read: the
 * collector's file (pg_current_logfile()), else BENCH_PG_LOG, else Debian's
 * /var/log/postgresql/postgresql-<major>-main.log. `planLog` returns undefined when there is none.
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type pg from 'pg';

/** One plan auto_explain logged after a mark: the statement's text and its plan's shape. */
export interface LoggedPlan {
  mark: string;
  queryText: string;
  shape: string;
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Join Type'?: string;
  Strategy?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** A plan without its costs, estimates and timings: what a flip changes. */
function shapeOf(node: PlanNode): string {
  const children = (node.Plans ?? []).map(shapeOf).join(',');
  const parts = [
    node['Node Type'],
    node['Relation Name'],
    node['Index Name'],
    node['Join Type'],
    node.Strategy,
    node['Parent Relationship'],
  ];
  return `${parts.filter(Boolean).join(' ')}${children ? `(${children})` : ''}`;
}

/** The server log's path, or undefined when it cannot be read here. */
async function serverLogPath(admin: pg.Client): Promise<string | undefined> {
  const setting = async (name: string) =>
    (await admin.query<{ value: string | null }>('SELECT current_setting($1) AS value', [name])).rows[0]!.value ?? '';
  const collected = (await admin.query<{ path: string | null }>('SELECT pg_current_logfile() AS path')).rows[0]?.path;
  const major = Math.floor(Number(await setting('server_version_num')) / 10_000);
  const candidates = [
    collected ? resolve(await setting('data_directory'), collected) : undefined,
    process.env.BENCH_PG_LOG,
    `/var/log/postgresql/postgresql-${major}-main.log`,
  ];
  return candidates.find((path): path is string => path !== undefined && existsSync(path));
}

/** Reads `path` from byte `from` to its end. */
function readFrom(path: string, from: number): string {
  const size = statSync(path).size;
  const buffer = Buffer.alloc(Math.max(0, size - from));
  const fd = openSync(path, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

const ENTRY_START = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/;
const MARK = 'bench-plan-mark ';
/** How a mark's message stands in the log. */
const MARK_LINE = `LOG:  ${MARK}`;

/**
 * Turns auto_explain on for the new sessions of `databaseName` (a server started after this sees
 * it) and returns what reads the plans back: `mark(label)` writes a mark, `plans()` reads the log
 * once and gives every plan logged since this call, each under the last mark before it. Undefined when the log cannot
 * be read (the bench then says so).
 */
export async function planLog(
  admin: pg.Client,
  databaseName: string,
): Promise<{ mark: (label: string) => Promise<void>; plans: () => LoggedPlan[] } | undefined> {
  const path = await serverLogPath(admin);
  if (!path) return undefined;
  const name = admin.escapeIdentifier(databaseName);
  await admin.query(`ALTER DATABASE ${name} SET session_preload_libraries = 'auto_explain'`);
  await admin.query(`ALTER DATABASE ${name} SET auto_explain.log_min_duration = 0`);
  await admin.query(`ALTER DATABASE ${name} SET auto_explain.log_format = 'json'`);
  const from = statSync(path).size;
  return {
    mark: async (label) => {
      await admin.query(`DO $$ BEGIN RAISE LOG '${MARK}%', ${admin.escapeLiteral(label)}; END $$`);
    },
    plans: () => {
      const entries: string[] = [];
      for (const line of readFrom(path, from).split('\n')) {
        if (ENTRY_START.test(line)) entries.push(line);
        else if (entries.length > 0) entries[entries.length - 1] += `\n${line}`;
      }
      const plans: LoggedPlan[] = [];
      let mark = '';
      for (const entry of entries) {
        // The mark's own line; the STATEMENT line logged after it quotes the DO block, not a mark.
        const marked = entry.indexOf(MARK_LINE);
        if (marked >= 0) {
          mark = entry
            .slice(marked + MARK_LINE.length)
            .split('\n')[0]!
            .trim();
          continue;
        }
        const at = entry.indexOf('plan:');
        if (at < 0 || !entry.includes('duration:')) continue;
        try {
          const logged = JSON.parse(entry.slice(at + 'plan:'.length)) as { 'Query Text': string; Plan: PlanNode };
          plans.push({ mark, queryText: logged['Query Text'], shape: shapeOf(logged.Plan) });
        } catch {
          // Another message that happens to say "plan:": not auto_explain's.
        }
      }
      return plans;
    },
  };
}
