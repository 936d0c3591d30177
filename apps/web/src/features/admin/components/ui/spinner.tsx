/** A centred loading indicator with a text for screen readers. */
export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 p-8 text-sm text-slate-500 ${className}`}>
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-brand-600 border-r-transparent" />
      <span>{label}</span>
    </div>
  );
}
