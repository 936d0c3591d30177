/** The counters above the order list: 'Total Orders' and 'Pending' on this page (admin spec §2). */
interface OrderCountersProps {
  total: number | undefined;
  pendingOnPage: number | undefined;
}

function Counter({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: number | undefined;
  hint: string;
  tone: string;
}) {
  return (
    <div className="rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 sm:min-w-40">
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-slate-500">
        <span aria-hidden className={`size-2 rounded-full ${tone}`} />
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value ?? '—'}</dd>
      <dd className="text-xs text-slate-500">{hint}</dd>
    </div>
  );
}

export function OrderCounters({ total, pendingOnPage }: OrderCountersProps) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:flex">
      <Counter label="Total Orders" value={total} hint="matching the filters" tone="bg-brand-500" />
      <Counter label="Pending" value={pendingOnPage} hint="on this page" tone="bg-amber-400" />
    </dl>
  );
}
