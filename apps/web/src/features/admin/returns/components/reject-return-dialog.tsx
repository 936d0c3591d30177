/** Reject a return request with a reason the customer is told (issue 26; the reason is required, at most MAX_REJECT_REASON characters). */
import { MAX_REJECT_REASON } from '@shop/domain/returns/return.schemas';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/textarea';

interface RejectReturnDialogProps {
  orderLabel: string;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** The reason box; Reject Return refuses a blank reason. */
export function RejectReturnDialog({ orderLabel, pending, onReject, onClose }: RejectReturnDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Please give the reason for rejecting');
    onReject(reason.trim());
  };
  return (
    <Modal
      title="Reject Return Request"
      description={orderLabel}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form="reject-return-form" variant="danger" isLoading={pending}>
            Reject Return
          </Button>
        </>
      }
    >
      <form id="reject-return-form" onSubmit={submit} noValidate>
        <TextAreaField
          label="Reason for rejecting"
          rows={4}
          maxLength={MAX_REJECT_REASON}
          value={reason}
          error={error}
          hint="Mailed to the customer and shown on their Return Requests."
          data-autofocus
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
