/** What one audit entry changed: each field with its value before and after (issue 9; decision 034). */
import type { AuditEntry } from '@shop/domain/audit/audit.responses';

const show = (value: unknown) => (value === undefined ? '—' : value === null ? 'none' : typeof value === 'string' ? value : JSON.stringify(value));
const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return <span className="text-slate-500">{entry.before === null && entry.after === null ? 'No values recorded' : 'No change in values'}</span>;
  return (
    <dl className="space-y-1">
      {keys.map((key) => (
        <div key={key} className="text-xs">
          <dt className="inline font-medium text-slate-700">{key}: </dt>
          <dd className="inline break-all text-slate-600">
            <span className="text-red-700 line-through decoration-red-300">{show(before[key])}</span> → <span className="text-green-800">{show(after[key])}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
