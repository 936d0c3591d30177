/**
 * The WebP variants of an uploaded product picture (docs/decisions/035), found from its URL:
 * the media store keeps each picture as /media/catalog/<key>/{thumbnail,card,full}.webp, or
 * <bucket's public URL>/catalog/<key>/… when the pictures live in an S3-compatible bucket
 * (decision 038), so a page can offer the browser all three with `srcset` without another field
 * on the product. Other pictures (the demo catalogue's drawings) have no variants. Zod-free:
 * cards import it.
 */

/** The variants' names and the widths they are made at (never enlarged: a smaller source stays smaller). */
export const MEDIA_VARIANT_WIDTHS = { thumbnail: 200, card: 480, full: 1200 } as const;

// The shop's /media folder or an http(s) base (origin and optional path; no spaces or commas,
// which would break a srcset), then catalog/<key>/<variant>.webp.
const UPLOADED =
  /^((?:\/media|https?:\/\/[^\s/?#,]+(?:\/[^\s?#,]*)?)\/catalog\/[A-Za-z0-9-]+\/)(thumbnail|card|full)\.webp$/;

/** True when `url` is one of an uploaded picture's variants. */
export function isUploadedPicture(url: string): boolean {
  return UPLOADED.test(url);
}

/** The URL of another variant of the same uploaded picture, or `url` itself for other pictures. */
export function variantUrl(url: string, variant: keyof typeof MEDIA_VARIANT_WIDTHS): string {
  const match = UPLOADED.exec(url);
  return match ? `${match[1]}${variant}.webp` : url;
}

/** A `srcset` naming the three variants with their widths, or undefined for other pictures. */
export function pictureSrcSet(url: string): string | undefined {
  if (!UPLOADED.test(url)) return undefined;
  return (Object.keys(MEDIA_VARIANT_WIDTHS) as (keyof typeof MEDIA_VARIANT_WIDTHS)[])
    .map((name) => `${variantUrl(url, name)} ${MEDIA_VARIANT_WIDTHS[name]}w`)
    .join(', ');
}
