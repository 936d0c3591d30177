/** A news card on the staff grid (admin spec §2): first picture, title and subtitle cut to 200, and Edit, View, Delete. */
import { variantUrl } from '@shop/domain/catalog/media-variants.rules';
import { NEWS_CARD_CUT } from '@shop/domain/news/news.rules';
import { cutText } from '@shop/domain/validation/cut-text.rules';
import { Button } from '../../../../components/ui/button';
import type { NewsItem } from '../api/admin-news';

interface NewsAdminCardProps {
  item: NewsItem;
  onEdit: () => void;
  onView: () => void;
  onDelete: () => void;
}

export function NewsAdminCard({ item, onEdit, onView, onDelete }: NewsAdminCardProps) {
  const title = cutText(item.title, NEWS_CARD_CUT);
  return (
    <article
      aria-label={title}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {item.image[0] ? (
        <img
          src={variantUrl(item.image[0], 'card')}
          alt=""
          className="aspect-[16/9] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="aspect-[16/9] w-full bg-slate-100" />
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="break-words font-semibold text-slate-900">{title}</h2>
        <p className="break-words text-sm text-slate-600">{cutText(item.subtitle, NEWS_CARD_CUT)}</p>
        <p className="text-xs text-slate-500">
          {item.image.length} {item.image.length === 1 ? 'image' : 'images'}
        </p>
      </div>
      <div className="flex gap-2 border-t border-slate-100 p-3">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
          Edit
        </Button>
        <Button variant="secondary" size="sm" onClick={onView} aria-label={`View ${title}`}>
          View
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Delete ${title}`} className="ml-auto">
          Delete
        </Button>
      </div>
    </article>
  );
}
