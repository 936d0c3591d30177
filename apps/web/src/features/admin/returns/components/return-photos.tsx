/** A return request's photos as thumbnails; a click opens one larger in a modal (admin spec §2 Return Requests; issue 26). */
import { useState } from 'react';
import { Modal } from '../../../../components/ui/modal';

/** Thumbnails of `photos` (URLs) for the request named `label`; nothing when there are none. */
export function ReturnPhotos({ photos, label }: { photos: string[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul aria-label="Photos" className="flex flex-wrap gap-2">
        {photos.map((url, i) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={`Open photo ${i + 1}`}
              className="block rounded-md ring-1 ring-slate-200 hover:ring-brand-600"
            >
              <img src={url} alt={`Photo ${i + 1}`} className="size-16 rounded-md object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Modal
          title={`Photo ${open + 1} of ${photos.length}`}
          description={label}
          size="lg"
          onClose={() => setOpen(null)}
        >
          <img
            src={photos[open]}
            alt={`Photo ${open + 1}`}
            className="mx-auto max-h-[70dvh] w-auto rounded-lg object-contain"
          />
        </Modal>
      )}
    </>
  );
}
