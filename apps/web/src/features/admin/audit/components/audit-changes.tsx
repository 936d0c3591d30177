/** What one audit entry changed: each field with its value before and after, in the shop's words (issue 9; decision 034). */
import type { AuditEntry } from '@shop/domain/audit/audit.responses';
import { auditChangeLines } from '../lib/audit-values';

export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const lines = auditChangeLines(entry);
  if (lines.length === 0)
    return (
      <span className="text-xs text-slate-500">
        {entry.before === null && entry.after === null ? 'No values recorded' : 'No change in values'}
      </span>
    );
  return (
    <dl className="space-y-0.5">
      {lines.map((line) => (
        <div key={line.key} className="text-xs break-words">
          <dt className="inline font-medium text-slate-700">{line.label}: </dt>
          <dd className="inline text-slate-600">
            {line.before !== null && (
              <>
                {line.before === '—' ? (
                  <span className="text-slate-500">—</span>
                ) : (
                  <del className="text-red-700 decoration-red-300">{line.before}</del>
                )}
                <span> → </span>
              </>
            )}
            <ins className="text-green-800 no-underline">{line.after}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
