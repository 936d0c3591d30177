/** The listing filters' parts (storefront spec §2 listing): a titled group and one radio or checkbox choice with its count. */
import type { ReactNode } from 'react';

/** A fieldset with its legend. */
export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="space-y-1.5">{children}</div>
    </fieldset>
  );
}

/** A labelled radio or checkbox, with the number of products when known. */
export function Choice({
  type,
  name,
  checked,
  onChange,
  label,
  count,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  count?: number;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-0.5 text-sm text-slate-700 hover:bg-slate-50">
      <input type={type} name={name} checked={checked} onChange={onChange} className="size-4 accent-brand-600" />
      <span className="flex-1">{label}</span>
      {count !== undefined && <span className="text-xs text-slate-500">{count}</span>}
    </label>
  );
}
