/**
 * Statements sent together on one transaction's connection (issue 31, docs/decisions/079): the
 * caller starts them without awaiting each, postgres.js writes them at once and PostgreSQL runs
 * them one after the other in the order sent, each with its own snapshot (READ COMMITTED), so a
 * statement sent after a lock still sees what committed while it waited. One round trip instead
 * of one each; PGlite runs them one by one as before.
 *
 * postgres.js sends a statement a microtask or more after it is started, and how many depends on
 * the path: a Drizzle query builder takes more than a kept statement (db/kept-statement.ts). So
 * statements whose order matters (a lock and what it guards, a stock cause and the stock change)
 * must be started the same way: all kept, or all built by Drizzle (docs/decisions/101).
 */

/**
 * Waits for every one of `steps` (promises of statements already sent, or undefined for a step
 * left out) and returns their results in order. When some failed, rejects with the first failure
 * in the order given, as running them one after the other would have, once all have settled, so
 * no rejection goes unhandled after the transaction rolls back.
 */
export async function pipelined<const T extends readonly unknown[]>(
  ...steps: T
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(steps);
  for (const step of settled) if (step.status === 'rejected') throw step.reason;
  return settled.map((step) => (step as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
