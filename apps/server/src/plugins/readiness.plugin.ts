/**
 * Readiness (issue 32 "Health"): `/healthz` says the process is alive; `/readyz` says it should be
 * sent traffic. 200 only when the database answers, every committed migration is applied, and
 * Redis and the media bucket (a HeadBucket) answer where they are configured; otherwise 503
 * naming the part that failed. A process that
 * has been told to stop (SIGTERM, `app.readiness.drain()`) answers 503 "draining" at once, so a
 * load balancer takes it out while it finishes the requests it has.
 *
 * Reply: { status: 'ok' | 'Error', checks: { database, migrations, redis, bucket, process, replica } },
 * each 'ok', 'not configured', or what went wrong. Each check gives up after CHECK_TIMEOUT_MS, so a
 * database that hangs makes /readyz answer 503, not hang itself.
 *
 * `replica` (DATABASE_READ_URL, docs/decisions/087) reports the read replica, "ok (0.2 s behind
 * the primary)" or why the catalogue's reads go to the primary ("down: reads go to the primary
 * (…)"), but never makes /readyz answer 503: the process serves every page from the primary then,
 * and taking it out of the load balancer would turn a slower shop into no shop.
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pendingMigrations } from '../db/migration-state';
import type { CatalogReads } from '../db/replica-route';

/** How long one check may take (ms) before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2_000;

export interface Readiness {
  /** True once drain() was called: /readyz answers 503 from then on. */
  readonly draining: boolean;
  /** Marks the process as stopping; /readyz answers 503 "draining" from now on. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

type CheckResult = 'ok' | 'not configured' | string;

/**
 * `check` resolved within the timeout: 'ok' or its own answer; otherwise what went wrong. The
 * signal given to `check` aborts at the timeout, for a check that can stop its call.
 */
async function withTimeout(check: (signal: AbortSignal) => Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const abort = new AbortController();
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`);
    }, CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(abort.signal), late]);
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registers /readyz and decorates `app.readiness`; `redis` is the shared rate-limit store when
 * configured; `catalogReads` reports the read replica.
 */
export function registerReadiness(
  app: FastifyInstance,
  db: Db,
  redis: Redis | undefined,
  catalogReads: CatalogReads,
): void {
  let draining = false;
  app.decorate('readiness', {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  } satisfies Readiness);

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const [database, migrations, redisCheck, bucket, replica] = await Promise.all([
      withTimeout(async () => {
        await db.execute(sql`SELECT 1`);
        return 'ok';
      }),
      withTimeout(async () => {
        const pending = await pendingMigrations(db);
        return pending.length === 0 ? 'ok' : `${pending.length} not applied (first: ${pending[0]})`;
      }),
      withTimeout(async () => (redis ? ((await redis.ping()) === 'PONG' ? 'ok' : 'no PONG') : 'not configured')),
      withTimeout(async (signal) => {
        if (!app.mediaStore.check) return 'not configured';
        await app.mediaStore.check(signal);
        return 'ok';
      }),
      catalogReads.check(),
    ]);
    const required = { database, migrations, redis: redisCheck, bucket, process: draining ? 'draining' : 'ok' };
    const ready = Object.values(required).every((result) => result === 'ok' || result === 'not configured');
    const checks = { ...required, replica };
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'Error', checks });
  });
}
