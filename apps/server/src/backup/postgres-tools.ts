/**
 * PostgreSQL's own tools, run as child processes (issue 32: pg_dump and pg_restore for backups,
 * psql to apply a restore in one transaction). Each is found on PATH; a missing one is a clear
 * refusal naming the package to install, not a stack trace.
 */
import { spawn } from 'node:child_process';
import { BackupRefusal } from './backup-refusal';

export type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

/** Keeps at most this much of a tool's error output for the message. */
const MAX_STDERR_CHARS = 4000;

/**
 * A connection URL without its password, and the environment that carries the password instead
 * (PGPASSWORD), so it never shows in the process list.
 */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/**
 * Runs `tool args` and resolves when it exits 0. Throws BackupRefusal when the tool is not on
 * PATH, and an Error with its error output when it fails.
 */
export function runPostgresTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < MAX_STDERR_CHARS) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupRefusal(
              `${tool} was not found on PATH. Install PostgreSQL's client tools of the database server's major ` +
                'version or newer (Debian/Ubuntu: postgresql-client), or put their bin folder on PATH.',
            )
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}): ${stderr.trim().slice(0, MAX_STDERR_CHARS)}`));
    });
  });
}
