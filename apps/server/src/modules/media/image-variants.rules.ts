/**
 * The WebP variants made of every uploaded picture (docs/decisions/035): a thumbnail for lists,
 * a card for the storefront's product cards and a full size for the product page. Each is
 * resized to fit its width (never enlarged), turned upright from its EXIF orientation and
 * stripped of metadata (sharp drops it unless asked), which also drops anything hidden in it.
 */
import { MAX_IMAGE_PIXELS } from './image-check.rules';

// Loaded with the first picture, not at start: ~150 ms of CPU (docs/decisions/081).
const loadSharp = () => import('sharp').then((module) => module.default);

export const IMAGE_VARIANTS = [
  { name: 'thumbnail', width: 200 },
  { name: 'card', width: 480 },
  { name: 'full', width: 1200 },
] as const;

export type VariantName = (typeof IMAGE_VARIANTS)[number]['name'];

export interface MadeVariant {
  name: VariantName;
  body: Buffer;
  width: number;
  height: number;
}

/** The three WebP variants of a checked picture (first frame of an animated GIF). */
export async function makeVariants(bytes: Buffer): Promise<MadeVariant[]> {
  return Promise.all(
    IMAGE_VARIANTS.map(async ({ name, width }) => {
      const { data, info } = await (
        await loadSharp()
      )(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { name, body: data, width: info.width, height: info.height };
    }),
  );
}
