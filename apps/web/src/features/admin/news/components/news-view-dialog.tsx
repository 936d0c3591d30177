/** The View modal (admin spec §2 News): title, subtitle, description and every picture. */
import { variantUrl } from '@shop/domain/catalog/media-variants.rules';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import type { NewsItem } from '../api/admin-news';

export function NewsViewDialog({ item, onClose }: { item: NewsItem; onClose: () => void }) {
  return (
    <Modal
      title={item.title}
      size="lg"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="space-y-3">
        <p className="break-words font-medium text-slate-700">{item.subtitle}</p>
        <p className="whitespace-pre-line break-words text-sm text-slate-800">{item.description}</p>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Images">
          {item.image.map((url, i) => (
            <li key={url}>
              <img
                src={variantUrl(url, 'card')}
                alt={`Image ${i + 1}`}
                className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
