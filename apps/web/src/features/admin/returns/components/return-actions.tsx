/**
 * The steps staff take on a return request (admin spec §2 Return Requests, §4 'Return request';
 * issue 26): the spec's one-way Approval Status ('Pending Approval' → 'Approved') and Refund Status
 * ('Mark as Refunded' → 'Refund Completed') through 'Confirm Update', and ours: Reject (with a
 * reason), Schedule Pickup, Mark Received (restock or write off). Each is enabled only when the
 * lifecycle table lets a SuperAdmin take it; the server checks again (409 with its message).
 */
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import { returnTransition, type ReturnStatus } from '@shop/domain/returns/return-lifecycle.rules';
import type { UpdateReturnBody } from '@shop/domain/returns/return.schemas';
import { useState } from 'react';
import type { ApiReturnRequest } from '../api/list-returns';
import { useUpdateReturn } from '../api/update-return';
import { ConfirmUpdateDialog } from './confirm-update-dialog';
import { ReceiveReturnDialog } from './receive-return-dialog';
import { RejectReturnDialog } from './reject-return-dialog';
import { ReturnStepButtons } from './return-step-buttons';

type Dialog =
  { kind: 'confirm'; body: UpdateReturnBody; detail: string } | { kind: 'reject' } | { kind: 'receive' } | null;

/** The buttons of one request's card and the dialog each opens. */
export function ReturnActions({ request: r }: { request: ApiReturnRequest }) {
  const update = useUpdateReturn();
  const [dialog, setDialog] = useState<Dialog>(null);
  const may = (to: ReturnStatus) => returnTransition(r.state, to, 'SuperAdmin').ok;
  const order = `order #${shortOrderId(r.order_id._id)}`;
  const send = (body: UpdateReturnBody) => update.mutate({ id: r._id, body }, { onSuccess: () => setDialog(null) });
  const close = () => !update.isPending && setDialog(null);
  if (r.state === 'Rejected' || r.state === 'Withdrawn') {
    return (
      <p className="text-sm text-slate-500">
        {r.state === 'Rejected' ? 'Rejected: no further steps.' : 'Withdrawn by the customer: no further steps.'}
      </p>
    );
  }

  return (
    <>
      <ReturnStepButtons
        request={r}
        may={may}
        onConfirm={(body, detail) => setDialog({ kind: 'confirm', body, detail })}
        onReject={() => setDialog({ kind: 'reject' })}
        onReceive={() => setDialog({ kind: 'receive' })}
      />
      {dialog?.kind === 'confirm' && (
        <ConfirmUpdateDialog
          detail={dialog.detail}
          pending={update.isPending}
          onConfirm={() => send(dialog.body)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectReturnDialog
          orderLabel={`Return of ${order}`}
          pending={update.isPending}
          onReject={(reason) => send({ action: 'reject', reject_reason: reason })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'receive' && (
        <ReceiveReturnDialog
          request={r}
          pending={update.isPending}
          onReceive={(lines) => send({ action: 'receive', lines })}
          onClose={close}
        />
      )}
    </>
  );
}
