/** Confirms a SuperAdmin's block or unblock of a customer, and says what it does. */
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { useSetCustomerBlocked } from '../api/block-customer';
import type { CustomerRow } from '../api/list-customers';

export function BlockCustomerDialog({ customer, onClose }: { customer: CustomerRow; onClose: () => void }) {
  const change = useSetCustomerBlocked();
  const blocking = customer.blocked_at === null;
  const confirm = () =>
    change.mutate(
      { id: customer._id, blocked: blocking },
      {
        onSuccess: () => {
          toast.success(blocking ? `${customer.name} is blocked` : `${customer.name} can sign in again`);
          onClose();
        },
        onError: (error) => toast.error(error.message || 'Could not save the change. Please try again.'),
      },
    );
  return (
    <Modal
      title={blocking ? `Block ${customer.name}?` : `Unblock ${customer.name}?`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={blocking ? 'danger' : 'primary'} onClick={confirm} isLoading={change.isPending}>
            {blocking ? 'Block customer' : 'Unblock customer'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {blocking
          ? `${customer.email} is signed out everywhere at once and cannot sign in or reset the password until unblocked. Their orders stay as they are.`
          : `${customer.email} may sign in again.`}
      </p>
    </Modal>
  );
}
