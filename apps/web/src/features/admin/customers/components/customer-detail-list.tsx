/** One list of staff's customer detail: a heading with its count, then its rows or a line saying there are none. */
import { useId, type ReactNode } from 'react';
import { formatDate } from '../../../../lib/format';

/** The classes of a row: what it is on the left, its figures and badges on the right, wrapping on a phone. */
export const rowClasses = 'flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 first:pt-0 last:pb-0';

/** A titled list with its rows (`children`, each an <li>) and their count (`count`), or `empty` when it has none. */
export function DetailList({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: string;
  empty: string;
  children: ReactNode[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {children.length > 0 && <span className="text-xs text-slate-500">{count}</span>}
      </div>
      {children.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">{children}</ul>
      )}
    </section>
  );
}

/** A row's left side: what it is (a link or a name) and its date under or beside it. */
export function Lead({ children, date }: { children: ReactNode; date: string }) {
  return (
    <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
      {children}
      <span className="text-xs text-slate-500">{formatDate(date)}</span>
    </span>
  );
}
