/** A loading spinner, with optional visible text (used for 'Loading products...' and the like). */
export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const dims = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' }[size];
  return (
    <span role="status" className="inline-flex items-center gap-3 text-slate-600">
      <span aria-hidden="true" className={`${dims} animate-spin rounded-full border-current border-t-transparent text-brand-600`} />
      {label ? <span className="text-sm font-medium">{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}
