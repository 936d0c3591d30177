/** The product's image gallery: the main picture and clickable thumbnails (shopper spec §2 product detail). */
import { useState } from 'react';
import { pictureSrcSet, variantUrl } from '@shop/domain/catalog/media-variants.rules';

export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-white p-6">
        {current && (
          <img
            src={current}
            srcSet={pictureSrcSet(current)}
            sizes="(min-width: 1024px) 600px, 100vw"
            alt={name}
            className="size-full object-contain"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label="Product images">
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                className={`size-16 shrink-0 overflow-hidden rounded-lg border-2 bg-white p-1 sm:size-20 ${
                  index === selected ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400'
                }`}
              >
                <img src={variantUrl(src, 'thumbnail')} alt="" className="size-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
