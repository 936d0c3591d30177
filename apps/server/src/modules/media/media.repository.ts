/** Queries of the media module: the uploaded pictures' rows. No rules here. */
import { asc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mediaAssets, type MediaVariant } from '../../db/schema/media';

export type { MediaVariant } from '../../db/schema/media';

export interface NewMediaAsset {
  key: string;
  sourceFormat: string;
  width: number;
  height: number;
  variants: MediaVariant[];
  uploadedBy: string;
}

/** Records uploaded pictures, inside the caller's transaction. */
export async function insertMediaAssets(db: DbOrTx, assets: NewMediaAsset[]): Promise<void> {
  if (assets.length > 0) await db.insert(mediaAssets).values(assets);
}

/** The keys of the pictures uploaded before `before`, oldest first. */
export async function keysUploadedBefore(db: DbOrTx, before: Date): Promise<string[]> {
  const rows = await db
    .select({ key: mediaAssets.key })
    .from(mediaAssets)
    .where(lt(mediaAssets.createdAt, before))
    .orderBy(asc(mediaAssets.createdAt), asc(mediaAssets.key));
  return rows.map((row) => row.key);
}

/** Forgets the picture with `key` (its files are already gone from the store). */
export async function deleteMediaAsset(db: DbOrTx, key: string): Promise<void> {
  await db.delete(mediaAssets).where(eq(mediaAssets.key, key));
}
