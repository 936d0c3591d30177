/** Queries of the media module: the uploaded pictures' rows. No rules here. */
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
