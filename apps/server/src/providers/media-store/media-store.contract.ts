/**
 * Where uploaded pictures are kept (DESIGN.md "Shape of the system", docs/decisions/035): an
 * interface with two implementations: the local folder DATA_DIR/uploads (local.store.ts),
 * and an S3-compatible bucket when the S3_* variables are set (s3.store.ts, decision 038).
 * Files are written once under a new key and never rewritten, so they are served with a year's
 * cache lifetime (plugins/web-app.plugin.ts serves DATA_DIR/uploads at /media/; the bucket's objects
 * carry the same Cache-Control).
 */
export interface MediaStore {
  /** Stores `body` as `path` (e.g. 'catalog/<key>/card.webp'); returns its public URL. */
  put(path: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes every file under the folder `prefix` (a picture's key); no error when none. */
  removeFolder(prefix: string): Promise<void>;
  /**
   * Resolves when the store answers (a bucket's HeadBucket); MediaStoreUnavailable when it does
   * not, or once `signal` aborts. Absent for a store that needs no network (the local folder). /readyz calls it.
   */
  check?(signal: AbortSignal): Promise<void>;
}

/**
 * The store could not be reached or refused a call (a bucket that is down, wrong credentials):
 * media.service answers 503 and keeps nothing; the store's own error rides along as `cause`.
 */
export class MediaStoreUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaStoreUnavailable';
  }
}
