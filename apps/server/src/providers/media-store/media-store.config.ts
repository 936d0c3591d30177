/**
 * Picks the media store from the configuration (docs/decisions/035, 038): the S3-compatible
 * bucket when the S3_* variables are set, otherwise the folder DATA_DIR/uploads.
 */
import { dataPaths } from '../../data-dir';
import type { Env } from '../../env';
import { localMediaStore } from './local.store';
import type { MediaStore } from './media-store.contract';
import { s3MediaConfig, s3MediaStore } from './s3.store';

/** The configured media store; loads the AWS SDK only when a bucket is configured. */
export async function buildMediaStore(env: Env): Promise<MediaStore> {
  const bucket = s3MediaConfig(env);
  return bucket ? s3MediaStore(bucket) : localMediaStore(dataPaths(env.DATA_DIR).uploads);
}

/** The origins pictures are served from besides the shop's own (for the CSP's img-src): the bucket's public origin when configured. */
export function mediaImageOrigins(env: Env): string[] {
  const bucket = s3MediaConfig(env);
  return bucket ? [new URL(bucket.publicUrl).origin] : [];
}
