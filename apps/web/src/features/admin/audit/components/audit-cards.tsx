/** Audit entries as cards on phones, where the table's five columns do not fit: what, who, when, then the values (issue 9). */
import type { AuditEntry } from '@shop/domain/audit/audit.responses';
import { formatDateTime } from '../../../../lib/format';
import { actorOf, auditActionLabel } from '../lib/audit-values';
import { AuditChanges } from './audit-changes';

export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul aria-label="Audit entries list" className="divide-y divide-slate-200">
      {entries.map((entry) => {
        const label = auditActionLabel(entry.action);
        return (
          <li key={entry._id} className="space-y-1.5 px-4 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <p className="text-sm font-medium text-slate-900">
                <span className="capitalize">{entry.entity}</span> ·{' '}
                {label === entry.action ? <span className="font-mono text-xs">{entry.action}</span> : label}
              </p>
              <p className="font-mono text-xs text-slate-500" title={entry.entity_id}>
                {entry.entity_id.length > 12 ? `…${entry.entity_id.slice(-8).toUpperCase()}` : entry.entity_id}
              </p>
            </div>
            <p className="text-xs text-slate-500">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time> · {actorOf(entry)}
              {entry.staff_email && <span className="break-all"> ({entry.staff_email})</span>}
            </p>
            <AuditChanges entry={entry} />
          </li>
        );
      })}
    </ul>
  );
}
