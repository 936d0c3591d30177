/**
 * A copy of a customer's data (issue 29 "Your data"; DPDP Act 2023 s.11): the request keeps an
 * HMAC of a random 256-bit download token and queues the job that builds the file
 * (flows/customer-data-export.flow.ts); the job stores the JSON and mails the link, which works
 * for DATA_EXPORT_LINK_HOURS and only for the same signed-in customer. Errors: NOT_FOUND
 * EXPORT_LINK_INVALID for a link that is expired, not yet built, or another customer's.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { DataExport } from '@shop/domain/privacy/privacy.responses';
import { DATA_EXPORT_LINK_HOURS, EXPORT_LINK_INVALID } from '@shop/domain/privacy/privacy.schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { enqueueJob } from '../jobs/jobs.service';
import * as repo from './privacy.repository';

export const DATA_EXPORT_JOB = 'privacy.data-export';
const HOUR_MS = 3600_000;

const tokenHashOf = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`data-export:${token}`).digest('hex');

function toApiExport(row: repo.DataExportRow): DataExport {
  return {
    _id: row.id,
    status: row.readyAt ? 'ready' : 'pending',
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * POST /user/privacy/export: records the request, queues its job (with the token the mail will
 * carry) and the audit entry `privacy.data-export` (by the customer), in one transaction.
 */
export async function requestDataExport(db: DbOrTx, secret: string, userId: string, now: Date): Promise<DataExport> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const row = await repo.insertExport(tx, {
      userId,
      tokenHash: tokenHashOf(secret, token),
      expiresAt: new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * HOUR_MS),
      createdAt: now,
    });
    await enqueueJob(tx, { name: DATA_EXPORT_JOB, payload: { exportId: row.id, token }, key: `data-export:${row.id}` });
    await recordAudit(tx, {
      staffId: userId,
      action: 'privacy.data-export',
      entity: 'customer',
      entityId: userId,
      before: null,
      after: { export_id: row.id },
    });
    return toApiExport(row);
  });
}

/** The export row a job builds; undefined when it is gone (the account was erased meanwhile). */
export function exportToBuild(db: DbOrTx, id: string) {
  return repo.findExport(db, id);
}

/** Keeps the built file (any JSON value) on the export. */
export function storeDataExport(db: DbOrTx, id: string, content: unknown, now: Date): Promise<void> {
  return repo.storeContent(db, id, content, now);
}

/** GET /user/privacy/export/download: the customer's file for the mailed token, as JSON text. */
export async function downloadDataExport(db: DbOrTx, secret: string, userId: string, token: string, now: Date) {
  const row = await repo.findReadyExport(db, userId, tokenHashOf(secret, token), now);
  if (!row) throw new AppError('NOT_FOUND', EXPORT_LINK_INVALID);
  const day = row.createdAt.toISOString().slice(0, 10);
  return { fileName: `makershop-my-data-${day}.json`, body: JSON.stringify(row.content, null, 2) };
}

/** Account erasure: deletes the customer's exports, built or not, in the caller's transaction. */
export function eraseExportsOf(tx: DbOrTx, userId: string): Promise<void> {
  return repo.deleteExportsOf(tx, userId);
}
