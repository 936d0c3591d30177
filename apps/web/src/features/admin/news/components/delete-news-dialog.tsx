/** The 'Confirm Delete' modal (admin spec §2 News): 'News deleted successfully!' on success, the server's reason otherwise. */
import { NEWS_CARD_CUT, NEWS_DELETED } from '@shop/domain/news/news.rules';
import { cutText } from '@shop/domain/validation/cut-text.rules';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { useRemoveNews, type NewsItem } from '../api/admin-news';

export function DeleteNewsDialog({ item, onClose }: { item: NewsItem; onClose: () => void }) {
  const remove = useRemoveNews();
  const onDelete = async () => {
    try {
      const reply = await remove.mutateAsync(item._id);
      toast.success(reply.message ?? NEWS_DELETED);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to delete the news article');
    }
  };
  return (
    <Modal
      title="Confirm Delete"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={remove.isPending} onClick={() => void onDelete()}>
            Delete
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        Are you sure you want to delete this news article? This cannot be undone.
      </p>
      <p className="mt-2 break-words text-sm font-medium text-slate-900">{cutText(item.title, NEWS_CARD_CUT)}</p>
    </Modal>
  );
}
