/**
 * Photos of a return (issue 26; admin spec §8 'at most 5 images'): each chosen picture is uploaded
 * at once (POST /returnRequest/upload-photo) and shown as a thumbnail with Remove; choosing more
 * than MAX_RETURN_PHOTOS is refused with TOO_MANY_RETURN_PHOTOS. The form keeps only the ids.
 */
import { MAX_RETURN_PHOTOS, TOO_MANY_RETURN_PHOTOS } from '@shop/domain/returns/return.rules';
import { useState, type ChangeEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { SpinnerRing } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toast';
import { RETURN_PHOTO_TYPES, uploadReturnPhoto, type ReturnPhoto } from '../../api/upload-return-photo';

interface ReturnPhotosFieldProps {
  onChange: (photoIds: string[]) => void;
  /** Told while any upload is under way, so the form waits for it. */
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

/** The photo picker with thumbnails; reports the uploaded photos' ids through onChange. */
export function ReturnPhotosField({ onChange, onBusyChange, error }: ReturnPhotosFieldProps) {
  const [photos, setPhotos] = useState<ReturnPhoto[]>([]);
  const [uploading, setUploading] = useState(0);

  const update = (next: ReturnPhoto[]) => {
    setPhotos(next);
    onChange(next.map((p) => p._id));
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const room = MAX_RETURN_PHOTOS - photos.length - uploading;
    if (files.length > room) toast.error(TOO_MANY_RETURN_PHOTOS);
    const taken = files.slice(0, Math.max(0, room));
    if (taken.length === 0) return;
    setUploading((n) => n + taken.length);
    onBusyChange(true);
    const done: ReturnPhoto[] = [];
    for (const file of taken) {
      try {
        done.push(await uploadReturnPhoto(file));
      } catch (err) {
        toast.error(err instanceof Error ? err.message : 'Upload failed. Please try again.');
      }
    }
    setUploading((n) => n - taken.length);
    onBusyChange(false);
    setPhotos((current) => {
      const next = [...current, ...done].slice(0, MAX_RETURN_PHOTOS);
      onChange(next.map((p) => p._id));
      return next;
    });
  }

  const full = photos.length + uploading >= MAX_RETURN_PHOTOS;
  return (
    <fieldset className="w-full min-w-0 max-w-full space-y-2">
      <legend className="text-sm font-medium text-slate-700">Photos (optional)</legend>
      <p className="text-xs break-words whitespace-normal text-slate-500">
        Up to {MAX_RETURN_PHOTOS} pictures of the item and its packing: JPEG, PNG or WebP, at most 10 MB each.
      </p>
      {(photos.length > 0 || uploading > 0) && (
        <ul aria-label="Chosen photos" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, i) => (
            <li key={photo._id} className="rounded-lg border border-slate-200 bg-white p-1">
              <img src={photo.url} alt={`Photo ${i + 1}`} className="aspect-square w-full rounded object-cover" />
              <Button
                variant="ghost"
                size="sm"
                className="w-full"
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => update(photos.filter((p) => p._id !== photo._id))}
              >
                Remove
              </Button>
            </li>
          ))}
          {Array.from({ length: uploading }, (_, i) => (
            <li
              key={`up${i}`}
              className="flex aspect-square items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-400"
            >
              <SpinnerRing size="sm" />
              <span className="sr-only">Uploading…</span>
            </li>
          ))}
        </ul>
      )}
      <label
        className={`inline-flex cursor-pointer items-center rounded-lg border border-dashed border-slate-400 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 ${full ? 'opacity-50' : ''}`}
      >
        Add photos
        <input type="file" accept={RETURN_PHOTO_TYPES} multiple className="sr-only" onChange={(e) => void choose(e)} />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
