/**
 * Delete (archive) and Restore on Product Management (admin spec §2): the products waiting for the
 * delete question, Restore with the server's message, and the delete that says how many went.
 */
import { useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { useSetArchived } from '../api/archive-product';

/** Takes what to do after a delete (clear the selection); gives the mutation, the ids asked about, their setter, restore and confirmDelete. */
export function useProductArchiving(onDeleted: () => void) {
  const archive = useSetArchived();
  const [deleting, setDeleting] = useState<string[]>();

  const restore = (id: string) =>
    archive.mutate(
      { id, archived: false },
      {
        onSuccess: (r) => toast.success(r.message ?? 'Product restored successfully.'),
        onError: (e) => toast.error(e.message),
      },
    );
  const confirmDelete = async () => {
    const ids = deleting ?? [];
    const results = await Promise.allSettled(ids.map((id) => archive.mutateAsync({ id, archived: true })));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed === 0)
      toast.success(
        ids.length === 1 ? 'Product deleted successfully.' : `${ids.length} products deleted successfully.`,
      );
    else toast.error(`${failed} of ${ids.length} products could not be deleted.`);
    onDeleted();
    setDeleting(undefined);
  };

  return { archive, deleting, setDeleting, restore, confirmDelete };
}
