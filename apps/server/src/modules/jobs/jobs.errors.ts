/**
 * The jobs module's error, in a file of its own so that both the runner (jobs.runner.ts) and the
 * service (jobs.service.ts, which re-exports it for other modules) can import it without an import
 * ring between them (issue 28).
 */

/** Thrown by a handler for a job that can never succeed: the runner fails it at once, without retries. */
export class PermanentJobError extends Error {}
