/** The post's share dialog (storefront spec §2): Twitter, Facebook, LinkedIn and Copy Link ('Link copied to clipboard!'). */
import { LINK_COPIED } from '@shop/domain/blog/blog.rules';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';

export function ShareDialog({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const u = encodeURIComponent(url);
  const targets = [
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED, { duration: 2000 });
    } catch {
      toast.error('Could not copy the link. Please copy it from the address bar.');
    }
  };
  return (
    <Modal title="Share this post" onClose={onClose}>
      <div className="grid grid-cols-2 gap-3">
        {targets.map((t) => (
          <a
            key={t.name}
            href={t.href}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg border border-slate-300 px-4 py-3 text-center text-sm font-medium text-slate-800 hover:border-brand-600"
          >
            {t.name}
          </a>
        ))}
        <button
          type="button"
          onClick={() => void copy()}
          className="rounded-lg border border-slate-300 px-4 py-3 text-sm font-medium text-slate-800 hover:border-brand-600"
        >
          Copy Link
        </button>
      </div>
    </Modal>
  );
}
