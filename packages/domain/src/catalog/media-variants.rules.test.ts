import { describe, expect, it } from 'vitest';
import { isUploadedPicture, pictureSrcSet, variantUrl } from './media-variants.rules';

const KEY = '0b7c1f9e-8a55-4d1c-9d8e-2f0c3a6b9e11';

describe('media variants (decisions 035, 038)', () => {
  it('finds the variants of a picture in the local store', () => {
    const full = `/media/catalog/${KEY}/full.webp`;
    expect(isUploadedPicture(full)).toBe(true);
    expect(variantUrl(full, 'thumbnail')).toBe(`/media/catalog/${KEY}/thumbnail.webp`);
    expect(pictureSrcSet(full)).toBe(
      `/media/catalog/${KEY}/thumbnail.webp 200w, /media/catalog/${KEY}/card.webp 480w, /media/catalog/${KEY}/full.webp 1200w`,
    );
  });

  it.each([
    `https://cdn.makershop.in/catalog/${KEY}/full.webp`,
    `https://media.example.r2.dev/shop/catalog/${KEY}/full.webp`,
    `http://127.0.0.1:9000/shop-media/catalog/${KEY}/full.webp`,
  ])('finds the variants of a picture in a bucket: %s', (full) => {
    const base = full.slice(0, -'full.webp'.length);
    expect(variantUrl(full, 'card')).toBe(`${base}card.webp`);
    expect(pictureSrcSet(full)).toBe(`${base}thumbnail.webp 200w, ${base}card.webp 480w, ${base}full.webp 1200w`);
  });

  it.each([
    '/media/products/ard-uno.svg',
    `/other/catalog/${KEY}/full.webp`,
    `https://cdn.makershop.in/catalog/${KEY}/full.webp?x=1`,
    `https://cdn.makershop.in/a,b/catalog/${KEY}/full.webp`,
    `https://cdn.makershop.in/a b/catalog/${KEY}/full.webp`,
    `javascript:alert(1)//catalog/${KEY}/full.webp`,
    `//evil.example/catalog/${KEY}/full.webp`,
  ])('leaves other pictures alone: %s', (url) => {
    expect(isUploadedPicture(url)).toBe(false);
    expect(variantUrl(url, 'thumbnail')).toBe(url);
    expect(pictureSrcSet(url)).toBeUndefined();
  });
});
