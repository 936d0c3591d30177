/**
 * What an uploaded file really is, from its bytes (admin spec §2 Add Product, issue 9 "Bad
 * input"; docs/decisions/035): its name and the browser's type are never read. A picture is
 * taken only when its first bytes are a JPEG, PNG, WebP or GIF signature, sharp reads it as that
 * same format, and no part of it is web page or script text (a polyglot: a picture that a
 * browser could also run as HTML or SVG). Expected failures are returned as values.
 */

// Loaded with the first picture, not at start: ~150 ms of CPU (docs/decisions/081).
const loadSharp = () => import('sharp').then((module) => module.default);

/** Largest picture taken, in bytes (admin spec §9: 10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Most pixels a picture may have (about 50 megapixels): a small file must not unpack into gigabytes. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export interface CheckedImage {
  format: ImageFormat;
  width: number;
  height: number;
}

export type ImageProblem = { kind: 'not-image' | 'polyglot' | 'too-large' | 'too-many-pixels' | 'unreadable' };

/** The format whose signature the bytes start with, or undefined. */
export function signatureOf(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  const gif = bytes.subarray(0, 6).toString('latin1');
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  return undefined;
}

/**
 * Markup a browser would act on if the file were ever sent as HTML or SVG. Patterns of 5 or more
 * characters, so compressed picture data matches one by chance about once in thousands of 10 MB
 * files; such a refusal names the file, and re-saving the picture changes its bytes.
 */
const ACTIVE_CONTENT = /<(?:script|html|svg[\s>]|iframe|\?php|!doctype)|javascript:|on(?:load|error)\s*=/i;

/** True when the bytes carry page or script text anywhere (metadata, trailing data). */
export function holdsActiveContent(bytes: Buffer): boolean {
  return ACTIVE_CONTENT.test(bytes.toString('latin1'));
}

/** The picture's format and size, or the reason it is refused. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage | ImageProblem> {
  if (bytes.length > MAX_IMAGE_BYTES) return { kind: 'too-large' };
  const format = signatureOf(bytes);
  if (!format) return { kind: 'not-image' };
  if (holdsActiveContent(bytes)) return { kind: 'polyglot' };
  try {
    const meta = await (await loadSharp())(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (meta.format !== format || !meta.width || !meta.height) return { kind: 'not-image' };
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { kind: 'too-many-pixels' };
    return { format, width: meta.width, height: meta.height };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** The message staff see for a refused file (`name` is only echoed, never trusted). */
export function imageProblemMessage(problem: ImageProblem, name: string): string {
  const file = `"${name.slice(0, 80)}"`;
  switch (problem.kind) {
    case 'too-large':
      return `${file} is larger than 10 MB: each image must be at most 10 MB.`;
    case 'polyglot':
      return `${file} holds web page or script content besides the picture and was refused.`;
    case 'too-many-pixels':
      return `${file} has too many pixels (at most 50 megapixels).`;
    case 'unreadable':
      return `${file} is damaged or not a complete picture.`;
    default:
      return `${file} is not a JPEG, PNG, WebP or GIF picture (its content was checked, not its name).`;
  }
}
