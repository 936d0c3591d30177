/** The order's audit history (decision 034): each staff change, newest first, with who, when and the values before and after. */
import type { OrderDetail } from '../api/get-order-detail';
import { formatDateTime } from '../../../../lib/format';
import { AuditChanges } from '../../audit/components/audit-changes';
import { DetailSection } from './detail-section';

export function OrderHistorySection({ entries }: { entries: OrderDetail['audit'] }) {
  return (
    <DetailSection title="History" aside="Staff changes, newest first">
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">No staff change to this order yet.</p>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry) => (
            <li key={entry._id} className="rounded-lg bg-slate-50 p-3">
              <p className="text-sm text-slate-900">
                <span className="font-medium">{entry.staff_name ?? 'Former staff member'}</span>
                <span className="text-slate-500"> · {formatDateTime(entry.created_at)}</span>
              </p>
              <div className="mt-1">
                <AuditChanges entry={entry} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
