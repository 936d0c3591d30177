/** Audit entries as a table that scrolls sideways on phones: when, who, action, what, changes (issue 9). */
import type { AuditEntry } from '@shop/domain/audit/audit.responses';
import { formatDateTime } from '../../../../lib/format';
import { actorOf, auditActionLabel } from '../lib/audit-values';
import { AuditChanges } from './audit-changes';

const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase first:pl-5 last:pr-5';

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    // Focusable so keyboard users can scroll it sideways on a phone.
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-label="Audit entries table">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              When
            </th>
            <th scope="col" className={th}>
              Staff
            </th>
            <th scope="col" className={th}>
              Action
            </th>
            <th scope="col" className={th}>
              Changed
            </th>
            <th scope="col" className={th}>
              Values
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {entries.map((entry) => (
            <tr key={entry._id} className="align-top">
              <td className="py-3 pr-3 pl-5 whitespace-nowrap text-slate-600">{formatDateTime(entry.created_at)}</td>
              <td className="px-3 py-3">
                <p className="font-medium text-slate-900">{actorOf(entry)}</p>
                <p className="text-xs text-slate-500">{entry.staff_email ?? entry.staff_id}</p>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                {auditActionLabel(entry.action) !== entry.action && (
                  <p className="text-slate-900">{auditActionLabel(entry.action)}</p>
                )}
                <p className="font-mono text-xs text-slate-600">{entry.action}</p>
              </td>
              <td className="px-3 py-3">
                <p className="capitalize text-slate-800">{entry.entity}</p>
                <p className="font-mono text-xs text-slate-500" title={entry.entity_id}>
                  {entry.entity_id.length > 12 ? `…${entry.entity_id.slice(-8).toUpperCase()}` : entry.entity_id}
                </p>
              </td>
              <td className="min-w-64 py-3 pr-5 pl-3">
                <AuditChanges entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
