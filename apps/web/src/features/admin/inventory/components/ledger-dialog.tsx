/** A product's stock ledger (issue 9, docs/decisions/037): every change with when, who, why, the order and the count before and after. */
import { shortOrderId } from '@shop/domain/orders/order-tracking.rules';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Modal } from '../../../../components/ui/modal';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { formatDateTime } from '../../../../lib/format';
import { LEDGER_PAGE_SIZE, useStockLedger, type LedgerEntry } from '../api/get-stock-ledger';
import type { InventoryItem } from '../api/list-inventory';
import { EntriesPager } from '../../shell/components/entries-pager';

function change(entry: LedgerEntry) {
  const sign = entry.change > 0 ? '+' : '';
  return (
    <span
      className={entry.change < 0 ? 'text-red-700' : 'text-green-700'}
    >{`${sign}${entry.change.toLocaleString('en-IN')}`}</span>
  );
}

export function LedgerDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const ledger = useStockLedger(item._id, page);
  return (
    <Modal
      title={`Stock ledger: ${item.SKU}`}
      description={item.product_name}
      size="lg"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {ledger.isPending ? (
        <CenteredSpinner label="Loading the ledger…" />
      ) : ledger.isError ? (
        <LoadError
          title="Could not load the ledger"
          message={ledger.error.message}
          onRetry={() => void ledger.refetch()}
        />
      ) : (
        <>
          <ol aria-label="Stock changes, newest first" className="divide-y divide-slate-100">
            {ledger.data.entries.map((entry) => (
              <li key={entry._id} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3 text-sm">
                <p className="font-medium text-slate-900">
                  {entry.reason_label}
                  {entry.order_id && (
                    <span className="ml-2 font-mono text-xs text-slate-500">Order #{shortOrderId(entry.order_id)}</span>
                  )}
                </p>
                <p className="text-right font-semibold">{change(entry)}</p>
                <p className="text-slate-600">
                  {formatDateTime(entry.created_at)} · {entry.actor_name}
                  {entry.note && <span className="block text-slate-500">{entry.note}</span>}
                </p>
                <p className="text-right text-slate-600">
                  {entry.quantity_before.toLocaleString('en-IN')} → {entry.quantity_after.toLocaleString('en-IN')}
                </p>
              </li>
            ))}
          </ol>
          <EntriesPager
            page={page}
            pageSize={LEDGER_PAGE_SIZE}
            total={ledger.data.totalCount}
            noun="changes"
            label="Ledger pages"
            onPage={setPage}
          />
        </>
      )}
    </Modal>
  );
}
