/**
 * The 'Update Complaint Status' modal (admin spec §2, §3 'Complaint status'): an optional Admin
 * Response and the four status buttons, only the steps the ticket table allows this staff
 * member enabled (the server checks again and answers 409 otherwise). A response is mailed to
 * the customer with the new status and kept on the conversation.
 */
import {
  COMPLAINT_UPDATE_FAILED,
  COMPLAINT_UPDATED,
  MAX_TICKET_MESSAGE_LENGTH,
} from '@shop/domain/support/ticket.rules';
import { allowedTicketTargets, TICKET_STATUSES, type TicketStatus } from '@shop/domain/support/ticket-status.rules';
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { hasErrorCode } from '../../../../lib/api-client';
import { useAdminSession } from '../../shell/api/get-admin-session';
import { useUpdateComplaint } from '../api/update-complaint';

export function ComplaintStatusDialog({ complaint, onClose }: { complaint: Complaint; onClose: () => void }) {
  const role = useAdminSession().data?.role;
  const update = useUpdateComplaint();
  const [response, setResponse] = useState('');
  const [choice, setChoice] = useState<TicketStatus | null>(null);
  const allowed = role ? allowedTicketTargets(complaint.status, role) : [];

  async function choose(status: TicketStatus) {
    setChoice(status);
    try {
      const trimmed = response.trim();
      await update.mutateAsync({
        id: complaint._id,
        body: { status, ...(trimmed ? { admin_response: trimmed } : {}) },
      });
      toast.success(COMPLAINT_UPDATED);
      onClose();
    } catch (error) {
      toast.error(
        hasErrorCode(error, 'CONFLICT', 'VALIDATION_FAILED', 'BAD_REQUEST') ? error.message : COMPLAINT_UPDATE_FAILED,
      );
    }
  }

  return (
    <Modal
      title="Update Complaint Status"
      description={`${complaint.ticket_number} · now ${complaint.status}`}
      size="lg"
      onClose={onClose}
    >
      <div className="space-y-4">
        <TextAreaField
          label="Admin Response (optional)"
          rows={4}
          maxLength={MAX_TICKET_MESSAGE_LENGTH}
          value={response}
          onChange={(e) => setResponse(e.target.value)}
          hint="Mailed to the customer with the new status and kept on the conversation."
        />
        <div role="group" aria-label="New status" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {TICKET_STATUSES.map((status) => (
            <Button
              key={status}
              variant={status === complaint.status ? 'secondary' : 'outline'}
              disabled={!allowed.includes(status) || update.isPending}
              isLoading={update.isPending && choice === status}
              aria-current={status === complaint.status ? 'true' : undefined}
              onClick={() => void choose(status)}
            >
              {status}
            </Button>
          ))}
        </div>
        <p className="text-xs text-slate-500">
          The current status ({complaint.status}) is not offered again; a Closed or Resolved complaint may be reopened.
        </p>
      </div>
    </Modal>
  );
}
