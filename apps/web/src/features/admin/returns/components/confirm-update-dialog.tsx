/** The spec's 'Confirm Update' modal (admin spec §2 Return Requests): 'Are you sure you want to update this status?' with Cancel and Confirm, and what the step does. */
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';

interface ConfirmUpdateDialogProps {
  /** What the step does, said under the question (e.g. 'Approve the return of order #AB12CD34.'). */
  detail: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a one-way step; Confirm runs it, Cancel and Esc leave everything as it was. */
export function ConfirmUpdateDialog({ detail, pending, onConfirm, onClose }: ConfirmUpdateDialogProps) {
  return (
    <Modal
      title="Confirm Update"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={onConfirm} isLoading={pending} data-autofocus>
            Confirm
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-800">Are you sure you want to update this status?</p>
      <p className="mt-2 text-sm text-slate-600">{detail}</p>
    </Modal>
  );
}
