/**
 * The product's pictures in the form (admin spec §2): kept pictures and newly chosen files with
 * previews, the first one the main picture, each removable; at most 10 (§9): files chosen beyond
 * the tenth are not added, and the picker says so (issue 27 item 10). The server checks each
 * file's content; the picker only offers image files.
 */
import { useState } from 'react';
import { variantUrl } from '@shop/domain/catalog/media-variants.rules';
import { usePreviews } from '../hooks/use-file-previews';
import { ChosenImage } from './chosen-image';

export const MAX_IMAGES = 10;

interface ImagePickerProps {
  kept: string[];
  added: File[];
  onKeptChange: (next: string[]) => void;
  onAddedChange: (next: File[]) => void;
}

/** What the picker says when chosen files did not fit: how many of them were left out. */
export function imagesLeftOutMessage(leftOut: number): string {
  return `At most ${MAX_IMAGES} images can be uploaded: ${leftOut} of the chosen ${leftOut === 1 ? 'image was' : 'images were'} not added. Remove an image to add another.`;
}

/** The picker; kept and added pictures are the form's, changed through the two callbacks. */
export function ImagePicker({ kept, added, onKeptChange, onAddedChange }: ImagePickerProps) {
  const previews = usePreviews(added);
  const [leftOut, setLeftOut] = useState(0);
  const items = [
    ...kept.map((url, i) => ({
      key: `k${i}`,
      src: variantUrl(url, 'thumbnail'),
      remove: () => {
        setLeftOut(0);
        onKeptChange(kept.filter((_, j) => j !== i));
      },
    })),
    ...previews.map((src, i) => ({
      key: `a${i}`,
      src,
      remove: () => {
        setLeftOut(0);
        onAddedChange(added.filter((_, j) => j !== i));
      },
    })),
  ];
  const room = MAX_IMAGES - items.length;
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">Images</legend>
      <p className="text-sm text-slate-600">
        JPEG, PNG, WebP or GIF, up to 10 MB each, at most 10. The first image is the main one.
      </p>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Chosen images">
        {items.map((item, i) => (
          <ChosenImage key={item.key} src={item.src} index={i} onRemove={item.remove} />
        ))}
      </ul>
      <label
        className={`inline-block cursor-pointer rounded-lg border border-dashed border-slate-400 px-4 py-2 text-sm ${room <= 0 ? 'pointer-events-none opacity-50' : ''}`}
      >
        Choose images
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          className="sr-only"
          disabled={room <= 0}
          onChange={(e) => {
            const chosen = Array.from(e.target.files ?? []);
            setLeftOut(Math.max(0, chosen.length - room));
            onAddedChange([...added, ...chosen.slice(0, room)]);
            e.target.value = '';
          }}
        />
      </label>
      {room <= 0 && leftOut === 0 && (
        <p className="text-sm text-slate-600">
          {MAX_IMAGES} of {MAX_IMAGES} images chosen: remove one to add another.
        </p>
      )}
      {leftOut > 0 && (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900">
          {imagesLeftOutMessage(leftOut)}
        </p>
      )}
    </fieldset>
  );
}
