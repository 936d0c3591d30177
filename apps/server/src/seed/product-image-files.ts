/**
 * Writes a product's two generated pictures into the media store and names their URLs:
 * `${uploadsDir}/products/<sku-lower>.svg` (main) and `<sku-lower>_2.svg` (alternate view),
 * served at /media/products/<file>. Not '-2': SKUs such as DB-RPI-PICO and DB-RPI-PICO-2 both
 * exist, and the first one's alternate would overwrite the second one's main picture.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { productImageSvg } from './product-image';

export interface ImageSubject {
  sku: string;
  productName: string;
  categoryName: string;
  brandName: string;
}

export interface ProductImageUrls {
  imageMain: string;
  imagesSub: string[];
}

const MEDIA_PREFIX = '/media/products/';

function fileNames(sku: string): [string, string] {
  const base = sku.toLowerCase();
  return [`${base}.svg`, `${base}_2.svg`];
}

/** The URLs the seed gives a product with this SKU. */
export function productImageUrls(sku: string): ProductImageUrls {
  const [main, alternate] = fileNames(sku);
  return { imageMain: MEDIA_PREFIX + main, imagesSub: [MEDIA_PREFIX + alternate] };
}

/** Draws and writes both pictures of each subject; with `onlyMissing`, keeps files already there. */
export async function writeProductImages(
  uploadsDir: string,
  subjects: ImageSubject[],
  options: { onlyMissing?: boolean } = {},
): Promise<void> {
  const dir = join(uploadsDir, 'products');
  await mkdir(dir, { recursive: true });
  const writes = subjects.flatMap((subject) =>
    fileNames(subject.sku).map(async (file, i) => {
      const path = join(dir, file);
      if (options.onlyMissing && (await exists(path))) return;
      await writeFile(path, productImageSvg({ ...subject, view: i === 0 ? 1 : 2 }));
    }),
  );
  await Promise.all(writes);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
