/**
 * The media store in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces…;
 * docs/decisions/038), chosen when S3_BUCKET, S3_REGION and S3_PUBLIC_URL are set. Objects get
 * the key the local store would use as its path ('catalog/<key>/card.webp'), their Content-Type
 * and a year's immutable Cache-Control; their public URL is S3_PUBLIC_URL + '/' + key. The AWS
 * SDK is loaded only when a bucket is configured, so a shop without one starts as before.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../../env';
import { MediaStoreUnavailable, type MediaStore } from './media-store.contract';

/** What the S3 store needs, from the S3_* variables. */
export interface S3MediaConfig {
  bucket: string;
  region: string;
  /** The API's origin for services other than AWS; undefined = AWS's own endpoint for the region. */
  endpoint?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and the tests' fake need it). */
  forcePathStyle: boolean;
  /** Undefined: the AWS SDK's own credential chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where the objects are served from, without a trailing slash (the bucket's public URL or a CDN). */
  publicUrl: string;
}

/** The objects' Cache-Control: names are new keys, never rewritten (decision 035). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A provider call that takes longer than this fails (as the payment providers' calls do). */
const REQUEST_TIMEOUT_MS = 30_000;

/** Keys the store writes: slash-separated plain names, never '.' or '..'. */
const SAFE_KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** The bucket's settings from the environment, or undefined when no bucket is configured (env.ts has checked they come whole). */
export function s3MediaConfig(env: Env): S3MediaConfig | undefined {
  if (!env.S3_BUCKET || !env.S3_REGION || !env.S3_PUBLIC_URL) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.S3_PUBLIC_URL.replace(/\/+$/, ''),
  };
}

/**
 * A MediaStore writing to `config.bucket`. Every failing call (unreachable, refused, timed out
 * after 30 s and the SDK's retries) throws MediaStoreUnavailable with the SDK's error as cause.
 */
export async function s3MediaStore(config: S3MediaConfig): Promise<MediaStore> {
  const { S3Client, PutObjectCommand, ListObjectsV2Command, DeleteObjectCommand, HeadBucketCommand } =
    await import('@aws-sdk/client-s3');
  const client: S3Client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default CRC32 checksum headers are refused by several S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: REQUEST_TIMEOUT_MS },
  });
  const keyOf = (path: string) => {
    if (!SAFE_KEY.test(path)) throw new Error(`media path not allowed: ${path}`);
    return path;
  };
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new MediaStoreUnavailable(`media bucket ${config.bucket}: ${what} failed`, { cause: error });
    }
  };
  return {
    async check(signal) {
      await call('HeadBucket', () =>
        client.send(new HeadBucketCommand({ Bucket: config.bucket }), { abortSignal: signal }),
      );
    },
    async put(path, body, contentType) {
      const key = keyOf(path);
      await call(`PutObject ${key}`, () =>
        client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: MEDIA_CACHE_CONTROL,
            ContentLength: body.length,
          }),
        ),
      );
      return `${config.publicUrl}/${key}`;
    },
    async removeFolder(prefix) {
      const folder = `${keyOf(prefix)}/`;
      let token: string | undefined;
      do {
        const page = await call(`ListObjectsV2 ${folder}`, () =>
          client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: folder, ContinuationToken: token })),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        await Promise.all(
          keys.map((key) =>
            call(`DeleteObject ${key}`, () =>
              client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key })),
            ),
          ),
        );
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
