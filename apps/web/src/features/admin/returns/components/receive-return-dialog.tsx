/**
 * Mark a return's parcel received (issue 26): for each returned line, how many units go back on
 * sale and how many are written off (damaged); the two must add up to the units returned.
 */
import type { UpdateReturnBody } from '@shop/domain/returns/return.schemas';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import type { ApiReturnRequest } from '../api/list-returns';
import { ReceivedLineFieldset } from './received-line-fieldset';

type ReceivedLines = Extract<UpdateReturnBody, { action: 'receive' }>['lines'];

interface ReceiveReturnDialogProps {
  request: ApiReturnRequest;
  pending: boolean;
  onReceive: (lines: ReceivedLines) => void;
  onClose: () => void;
}

const whole = (text: string) => (/^\d+$/.test(text) ? Number(text) : NaN);

/** Restock and write-off counts per line, all restocked to start with. */
export function ReceiveReturnDialog({ request, pending, onReceive, onClose }: ReceiveReturnDialogProps) {
  const [counts, setCounts] = useState(
    () => new Map(request.lines.map((l) => [l.order_line_id, { restock: String(l.quantity), writeOff: '0' }])),
  );
  const [checked, setChecked] = useState(false);
  const problem = (lineId: string, quantity: number) => {
    const c = counts.get(lineId)!;
    const [restock, writeOff] = [whole(c.restock), whole(c.writeOff)];
    if (Number.isNaN(restock) || Number.isNaN(writeOff)) return 'Enter whole numbers of units';
    return restock + writeOff === quantity ? undefined : `Restocked and written off must add up to ${quantity}`;
  };
  const set = (lineId: string, key: 'restock' | 'writeOff', value: string) =>
    setCounts((current) => new Map(current).set(lineId, { ...current.get(lineId)!, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (request.lines.some((l) => problem(l.order_line_id, l.quantity))) return;
    onReceive(
      request.lines.map((l) => {
        const c = counts.get(l.order_line_id)!;
        return {
          order_line_id: l.order_line_id,
          restock_quantity: whole(c.restock),
          write_off_quantity: whole(c.writeOff),
        };
      }),
    );
  };

  return (
    <Modal
      title="Mark Received"
      description="Units back on sale are restocked; damaged ones are written off."
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form="receive-return-form" isLoading={pending}>
            Mark Received
          </Button>
        </>
      }
    >
      <form id="receive-return-form" onSubmit={submit} noValidate className="space-y-3">
        {request.lines.map((line) => (
          <ReceivedLineFieldset
            key={line.order_line_id}
            line={line}
            counts={counts.get(line.order_line_id)!}
            error={checked ? problem(line.order_line_id, line.quantity) : undefined}
            onChange={(key, value) => set(line.order_line_id, key, value)}
          />
        ))}
      </form>
    </Modal>
  );
}
