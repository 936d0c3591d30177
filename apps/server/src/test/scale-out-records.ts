/**
 * What the scale-out test (issue 32) reads back from the shared database once the processes have
 * settled: the orders of a product, their payments, invoices, shipments, and the job queue. Read
 * straight from the tables, as the test asserts on what was stored, not on what a server says.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rawRows } from '../db/raw-rows';

export interface OrderRecord {
  id: string;
  userId: string;
  paymentStatus: string;
  captures: number;
  invoices: number;
  shipments: number;
  waybill: string | null;
}

/** Every order with a line of `productId`, with its captured payments, invoices and booked shipments. */
export async function ordersOf(db: Db, productId: string): Promise<OrderRecord[]> {
  const rows = rawRows<Record<string, string | null>>(
    await db.execute(sql`
      SELECT o.id, o.user_id, o.payment_status,
             (SELECT count(*) FROM payments p WHERE p.order_id = o.id AND p.status = 'SUCCESS') AS captures,
             (SELECT count(*) FROM invoices i WHERE i.order_id = o.id) AS invoices,
             (SELECT count(*) FROM shipments s WHERE s.order_id = o.id AND s.waybill IS NOT NULL) AS shipments,
             (SELECT min(s.waybill) FROM shipments s WHERE s.order_id = o.id) AS waybill
        FROM orders o
       WHERE EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.product_id = ${productId})
       ORDER BY o.id`),
  );
  return rows.map((r) => ({
    id: r.id!,
    userId: r.user_id!,
    paymentStatus: r.payment_status!,
    captures: Number(r.captures),
    invoices: Number(r.invoices),
    shipments: Number(r.shipments),
    waybill: r.waybill ?? null,
  }));
}

/** The invoice serials issued, in order. */
export async function invoiceSerials(db: Db): Promise<number[]> {
  const rows = rawRows<{ serial: number }>(await db.execute(sql`SELECT serial FROM invoices ORDER BY serial`));
  return rows.map((r) => Number(r.serial));
}

export interface JobRecord {
  id: string;
  name: string;
  status: string;
  attempts: number;
  orderId: string | null;
}

/** Jobs now in `statuses` (all when omitted), with the order id of their payload where they have one. */
export async function jobsIn(db: Db, statuses?: string[]): Promise<JobRecord[]> {
  const rows = rawRows<Record<string, string | number | null>>(
    await db.execute(sql`
      SELECT id, name, status, attempts, payload->>'orderId' AS order_id FROM jobs
       WHERE ${statuses ? sql`status IN (${sql.join(statuses, sql`, `)})` : sql`true`}`),
  );
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    status: String(r.status),
    attempts: Number(r.attempts),
    orderId: r.order_id === null ? null : String(r.order_id),
  }));
}

/**
 * Jobs the runners still owe: running ones, and pending ones due more than `graceMs` ago (a live
 * worker claims a due job within a poll). Empty once the queue has settled.
 */
export async function owedJobs(db: Db, graceMs = 2_000): Promise<JobRecord[]> {
  const rows = rawRows<{ id: string }>(
    await db.execute(sql`
      SELECT id FROM jobs
       WHERE status = 'running'
          OR (status = 'pending' AND coalesce(run_at, created_at) < now() - make_interval(secs => ${graceMs / 1000}))`),
  );
  const ids = new Set(rows.map((r) => r.id));
  return (await jobsIn(db)).filter((job) => ids.has(job.id));
}

/** Done 'mail.send' jobs whose message is not in the development mailbox exactly once (its Message-ID names the job). */
export async function mailJobsNotDeliveredOnce(db: Db): Promise<string[]> {
  const rows = rawRows<{ id: string }>(
    await db.execute(sql`
      SELECT j.id FROM jobs j
       WHERE j.name = 'mail.send' AND j.status = 'done'
         AND (SELECT count(*) FROM dev_mailbox m WHERE m.message_id LIKE '<' || j.id || '@%') <> 1`),
  );
  return rows.map((r) => r.id);
}
