/**
 * The step buttons of one return request's card (admin spec §2 Return Requests; issue 26):
 * Approval Status, Reject, Schedule Pickup, Mark Received and Refund Status, each enabled or shown
 * only when the lifecycle lets a SuperAdmin take that step.
 */
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import type { ReturnStatus } from '@shop/domain/returns/return-lifecycle.rules';
import type { UpdateReturnBody } from '@shop/domain/returns/return.schemas';
import { Button } from '../../../../components/ui/button';
import type { ApiReturnRequest } from '../api/list-returns';

interface ReturnStepButtonsProps {
  request: ApiReturnRequest;
  /** Whether a SuperAdmin may move the request to this state. */
  may: (to: ReturnStatus) => boolean;
  /** Ask 'Confirm Update' for this change, with what it does. */
  onConfirm: (body: UpdateReturnBody, detail: string) => void;
  onReject: () => void;
  onReceive: () => void;
}

/** The buttons; each opens its dialog through the callbacks. */
export function ReturnStepButtons({ request: r, may, onConfirm, onReject, onReceive }: ReturnStepButtonsProps) {
  const order = `order #${shortOrderId(r.order_id._id)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant={r.status ? 'secondary' : 'outline'}
        aria-label={`Approval status: ${r.status ? 'Approved' : 'Pending Approval'}`}
        disabled={!may('Approved')}
        onClick={() =>
          onConfirm({ action: 'approve' }, `Approve the return of ${order}; the customer is told by e-mail.`)
        }
      >
        {r.status ? 'Approved' : 'Pending Approval'}
      </Button>
      {may('Rejected') && (
        <Button size="sm" variant="danger" onClick={onReject}>
          Reject
        </Button>
      )}
      {may('Pickup scheduled') && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onConfirm({ action: 'schedule_pickup' }, `Book the courier's reverse pickup of ${order}.`)}
        >
          Schedule Pickup
        </Button>
      )}
      {may('Received') && (
        <Button size="sm" variant="outline" onClick={onReceive}>
          Mark Received
        </Button>
      )}
      <Button
        size="sm"
        variant={r.refund_status ? 'secondary' : 'primary'}
        aria-label={`Refund status: ${r.refund_status ? 'Refund Completed' : 'Mark as Refunded'}`}
        disabled={!may('Refunded')}
        onClick={() =>
          onConfirm(
            { action: 'refund' },
            `Refund the returned items of ${order} through the original payment and issue a credit note.`,
          )
        }
      >
        {r.refund_status ? 'Refund Completed' : 'Mark as Refunded'}
      </Button>
    </div>
  );
}
