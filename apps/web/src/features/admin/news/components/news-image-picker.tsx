/**
 * The news form's pictures (admin spec §2, §5 News): the item's pictures (removable on edit) and
 * newly chosen files with previews, at most 5 in all: files beyond that are not added and the
 * picker says 'You can only upload a maximum of 5 images.'. The hint is the spec's; the server
 * checks each file's content.
 */
import { variantUrl } from '@shop/domain/catalog/media-variants.rules';
import { MAX_NEWS_IMAGES, NEWS_IMAGE_HINT, TOO_MANY_NEWS_IMAGES } from '@shop/domain/news/news.rules';
import { useState } from 'react';
import { ChosenImage } from '../../products/components/chosen-image';
import { usePreviews } from '../../products/hooks/use-file-previews';

interface NewsImagePickerProps {
  kept: string[];
  added: File[];
  onKeptChange: (next: string[]) => void;
  onAddedChange: (next: File[]) => void;
  error?: string;
}

export function NewsImagePicker({ kept, added, onKeptChange, onAddedChange, error }: NewsImagePickerProps) {
  const previews = usePreviews(added);
  const [tooMany, setTooMany] = useState(false);
  const items = [
    ...kept.map((url, i) => ({
      key: url,
      src: variantUrl(url, 'thumbnail'),
      remove: () => onKeptChange(kept.filter((_, j) => j !== i)),
    })),
    ...added.map((file, i) => ({
      key: `new-${i}-${file.name}`,
      src: previews[i] ?? '',
      remove: () => onAddedChange(added.filter((_, j) => j !== i)),
    })),
  ];
  const room = MAX_NEWS_IMAGES - items.length;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Images</legend>
      <p className="text-xs text-slate-500">
        {NEWS_IMAGE_HINT}; at most {MAX_NEWS_IMAGES}. The first is shown on the card.
      </p>
      {items.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Chosen images">
          {items.map((item, i) => (
            <ChosenImage
              key={item.key}
              src={item.src}
              index={i}
              onRemove={() => {
                setTooMany(false);
                item.remove();
              }}
            />
          ))}
        </ul>
      )}
      <label
        className={`inline-block cursor-pointer rounded-lg border border-dashed border-slate-400 px-4 py-2 text-sm ${room <= 0 ? 'pointer-events-none opacity-50' : ''}`}
      >
        Choose images
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple
          className="sr-only"
          disabled={room <= 0}
          onChange={(e) => {
            const chosen = Array.from(e.target.files ?? []);
            setTooMany(chosen.length > room);
            onAddedChange([...added, ...chosen.slice(0, room)]);
            e.target.value = '';
          }}
        />
      </label>
      {(tooMany || error) && (
        <p role="alert" className="text-sm text-red-700">
          {tooMany ? TOO_MANY_NEWS_IMAGES : error}
        </p>
      )}
    </fieldset>
  );
}
