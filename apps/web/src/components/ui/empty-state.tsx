/** A friendly empty or not-found panel with a title, a line of text, an optional note under it, and actions. */
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  text,
  note,
  icon,
  children,
}: {
  title: string;
  text?: string;
  note?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      {icon && <div className="mb-4 text-slate-400">{icon}</div>}
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {text && <p className="mt-1 max-w-md text-sm text-slate-600">{text}</p>}
      {note && <div className="mt-4">{note}</div>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
