/** Confirm Deletion (admin spec §2 Service Areas): 'Zipcode deleted successfully!' on success, the server's message on failure. */
import { ZIPCODE_DELETED } from '@shop/domain/locations/zipcode.schemas';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import type { ZipcodeItem } from '../api/list-zipcodes';
import { useRemoveZipcode } from '../api/save-zipcode';

export function DeleteZipcodeDialog({ area, onClose }: { area: ZipcodeItem; onClose: () => void }) {
  const remove = useRemoveZipcode();
  const onDelete = async () => {
    try {
      await remove.mutateAsync(area._id);
      toast.success(ZIPCODE_DELETED);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to delete the zipcode');
    }
  };
  return (
    <Modal
      title="Confirm Deletion"
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
        Are you sure you want to delete this zipcode? This action cannot be undone.
      </p>
      <p className="mt-2 font-mono text-sm text-slate-900">
        {area.zipcode} · {area.facilityCity}, {area.facilityState}
      </p>
    </Modal>
  );
}
