/**
 * One chosen picture in the product form's image picker (admin spec §2): its preview (a grey box
 * while it is read), "Main" on the first, and its Remove button.
 */
import { Button } from '../../../../components/ui/button';

/** Takes the preview's URL ('' while it is read), its place in the list (0 = main) and onRemove. */
export function ChosenImage({ src, index, onRemove }: { src: string; index: number; onRemove: () => void }) {
  return (
    <li className="relative rounded-lg border border-slate-200 bg-white p-1">
      {src ? (
        <img
          src={src}
          alt={index === 0 ? 'Main image' : `Image ${index + 1}`}
          className="aspect-square w-full object-contain"
        />
      ) : (
        <div className="aspect-square w-full animate-pulse bg-slate-100" />
      )}
      {index === 0 && (
        <span className="absolute left-1 top-1 rounded bg-brand-600 px-1.5 text-xs text-white">Main</span>
      )}
      <Button variant="ghost" size="sm" className="w-full" aria-label={`Remove image ${index + 1}`} onClick={onRemove}>
        Remove
      </Button>
    </li>
  );
}
