/**
 * Where uploaded pictures are kept (DESIGN.md "Shape of the system", docs/decisions/035): an
 * interface with the local folder DATA_DIR/uploads as its one implementation today. An
 * S3-compatible bucket is another implementation of the same three calls; nothing else changes.
 * Files are written once under a new key and never rewritten, so they are served with a year's
 * cache lifetime (plugins/web-app.ts serves DATA_DIR/uploads at /media/).
 */
export interface MediaStore {
  /** Stores `body` as `path` (e.g. 'catalog/<key>/card.webp'); returns its public URL. */
  put(path: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes every file under the folder `prefix` (a picture's key); no error when none. */
  removeFolder(prefix: string): Promise<void>;
}
