/**
 * Weighs the scripts a page loaded: each file's gzip size (the build's .gz copy in
 * apps/web/dist, what a browser without brotli receives) and, from the file's source map, the
 * admin modules (apps/web/src/features/admin/) it carries. The admin route table
 * (features/admin/routes.tsx) is allowed: the router needs it to know the admin paths exist,
 * and it imports no screen.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const ADMIN_SOURCE = /features\/admin\//;
const ALLOWED_ADMIN_SOURCE = /features\/admin\/routes\.tsx$/;

export interface ScriptWeight {
  path: string;
  /** Bytes of the file's gzip copy; 0 when the build wrote none (not one of ours). */
  gzipBytes: number;
  /** Admin source files bundled into this script. */
  adminSources: string[];
}

/** Weighs one script by its URL path (/assets/…). */
export function weighScript(path: string): ScriptWeight {
  const file = join(webDist, path);
  const gz = `${file}.gz`;
  const map = `${file}.map`;
  const sources: string[] = existsSync(map)
    ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
    : [];
  return {
    path,
    gzipBytes: existsSync(gz) ? statSync(gz).size : existsSync(file) ? statSync(file).size : 0,
    adminSources: sources.filter((s) => ADMIN_SOURCE.test(s) && !ALLOWED_ADMIN_SOURCE.test(s)),
  };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
