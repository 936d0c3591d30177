/**
 * The media store's rules (admin spec §2 Add Product, docs/decisions/035): every file of an
 * upload is checked by its content before any is kept (all or nothing), then each picture becomes
 * three WebP variants written under a new key in the media store. The caller records them in its
 * own transaction (recordImages) and calls `discard` when that transaction fails, so a refused
 * product leaves no pictures behind.
 */
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';

import { AppError } from '../../lib/app-error';
import { MediaStoreUnavailable, type MediaStore } from '../../providers/media-store/media-store.contract';
import { checkImage, imageProblemMessage, MAX_IMAGE_PIXELS, type CheckedImage } from './image-check.rules';
import { makeVariants } from './image-variants.rules';
import { deleteMediaAsset, insertMediaAssets, keysUploadedBefore, type MediaVariant } from './media.repository';

// Loaded with the first picture, not at start: ~150 ms of CPU (docs/decisions/081).
const loadSharp = () => import('sharp').then((module) => module.default);

export { MAX_IMAGE_BYTES } from './image-check.rules';

/** Most pictures one product (and one upload) takes (admin spec §9). */
export const MAX_IMAGES_PER_PRODUCT = 10;
export const TOO_MANY_IMAGES = `At most ${MAX_IMAGES_PER_PRODUCT} images can be uploaded.`;
/** The 503's message when the media store (the bucket, decision 038) cannot take the pictures. */
export const IMAGE_STORAGE_UNAVAILABLE = 'Image storage is temporarily unavailable. Please try again later.';

/** A file as it arrived: the name is shown in messages only. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** A stored picture: its key, its source's format and size, and its variants (the full one is its URL). */
export interface StoredImage {
  key: string;
  url: string;
  sourceFormat: string;
  width: number;
  height: number;
  variants: MediaVariant[];
}

/** Pictures written to the store, and how to take them out again (best effort: never throws). */
export interface StoredImages {
  images: StoredImage[];
  discard(): Promise<void>;
}

/**
 * Checks every file, then stores each as WebP variants. Throws, storing nothing: 400 for more
 * than 10 files, 413 for a file over 10 MB, 415 for a file that is not a JPEG/PNG/WebP/GIF by
 * content, 422 for a polyglot or damaged picture, 503 when the store cannot take them (the
 * variants already written are removed as far as the store allows).
 */
export async function storeImages(store: MediaStore, files: UploadedFile[]): Promise<StoredImages> {
  if (files.length > MAX_IMAGES_PER_PRODUCT)
    throw new AppError('VALIDATION', TOO_MANY_IMAGES, [{ path: 'images', message: TOO_MANY_IMAGES }]);
  const checked: CheckedImage[] = [];
  for (const file of files) {
    const result = await checkImage(file.bytes);
    if ('kind' in result) {
      const code =
        result.kind === 'too-large'
          ? 'PAYLOAD_TOO_LARGE'
          : result.kind === 'not-image'
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : 'UNPROCESSABLE';
      const message = imageProblemMessage(result, file.name);
      throw new AppError(code, message, [{ path: 'images', message }]);
    }
    checked.push(result);
  }
  const keys: string[] = [];
  // Best effort: a store that failed the write may fail the clean-up too, and the caller's own
  // error is the one to report. Leftovers are files no product names (decision 035 point 4).
  const discard = async () => {
    await Promise.allSettled(keys.map((key) => store.removeFolder(`catalog/${key}`)));
  };
  try {
    const images: StoredImage[] = [];
    // One picture at a time: sharp's work is CPU-bound, and the machine is shared.
    for (const [i, file] of files.entries()) {
      const key = randomUUID();
      keys.push(key);
      const variants: MediaVariant[] = [];
      for (const made of await makeVariants(file.bytes)) {
        const url = await store.put(`catalog/${key}/${made.name}.webp`, made.body, 'image/webp');
        variants.push({ name: made.name, url, width: made.width, height: made.height, bytes: made.body.length });
      }
      const source = checked[i]!;
      images.push({
        key,
        url: variants.find((v) => v.name === 'full')!.url,
        sourceFormat: source.format,
        width: source.width,
        height: source.height,
        variants,
      });
    }
    return { images, discard };
  } catch (error) {
    await discard();
    if (error instanceof MediaStoreUnavailable) {
      const unavailable = new AppError('UNAVAILABLE', IMAGE_STORAGE_UNAVAILABLE);
      unavailable.cause = error;
      throw unavailable;
    }
    throw error;
  }
}

/** Records stored pictures as uploaded by `staffId`, inside the caller's transaction. */
export async function recordImages(tx: DbOrTx, images: StoredImage[], staffId: string): Promise<void> {
  await insertMediaAssets(
    tx,
    images.map((image) => ({
      key: image.key,
      sourceFormat: image.sourceFormat,
      width: image.width,
      height: image.height,
      variants: image.variants,
      uploadedBy: staffId,
    })),
  );
}

/** The keys of the pictures uploaded before `before` (a Date), oldest first: the sweep's candidates. */
export function picturesUploadedBefore(db: DbOrTx, before: Date): Promise<string[]> {
  return keysUploadedBefore(db, before);
}

/**
 * Removes the picture with `key`: first its variants from the store, then its row, so a store that
 * fails (MediaStoreUnavailable, thrown on) leaves the row for the next sweep to try again.
 */
export async function removePicture(db: DbOrTx, store: MediaStore, key: string): Promise<void> {
  await store.removeFolder(`catalog/${key}`);
  await deleteMediaAsset(db, key);
}

/** Longest side of a customer's private photo as kept (a return's evidence, issue 26), in pixels. */
const PRIVATE_PHOTO_MAX_SIDE = 1600;

/**
 * A customer's photo checked by its content as staff uploads are (image-check.rules.ts: a real JPEG,
 * PNG, WebP or GIF, no page or script content, at most 10 MB and 50 megapixels) and re-encoded as
 * one WebP of at most 1600 px a side without its metadata (camera, place). VALIDATION with the
 * reason when refused.
 */
export async function privatePhotoOf(
  bytes: Buffer,
  name: string,
): Promise<{ contentType: 'image/webp'; bytes: Buffer }> {
  const checked = await checkImage(bytes);
  if ('kind' in checked) throw new AppError('VALIDATION', imageProblemMessage(checked, name));
  const webp = await (
    await loadSharp()
  )(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: PRIVATE_PHOTO_MAX_SIDE, height: PRIVATE_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return { contentType: 'image/webp', bytes: webp };
}
