/** Shared Tailwind classes for the admin area's labels, inputs and selects. */
export const labelClasses = 'block text-xs font-medium uppercase tracking-wide text-slate-500';

export const inputClasses =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 aria-invalid:border-red-400';
