/** Loading indicators: a ring for inside a busy control, a spinner that says so, and one centred in a panel. */
type SpinnerSize = 'sm' | 'md' | 'lg';

const rings: Record<SpinnerSize, string> = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' };

/** The spinning ring alone, hidden from screen readers: the control around it says it is busy (aria-busy). */
export function SpinnerRing({ size = 'md', className = '' }: { size?: SpinnerSize; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${rings[size]} inline-block shrink-0 animate-spin rounded-full border-current border-t-transparent ${className}`}
    />
  );
}

interface SpinnerProps {
  size?: SpinnerSize;
  /** Visible text such as 'Loading products...'; without it screen readers hear 'Loading'. */
  label?: string;
}

/** A loading status, with optional visible text. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center gap-3 text-slate-600">
      <SpinnerRing size={size} className="text-brand-600" />
      {label ? <span className="text-sm font-medium">{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}

/** A spinner centred in a block standing in for a page or a panel; className sets its height and padding. */
export function CenteredSpinner({ className = 'py-16', ...spinner }: SpinnerProps & { className?: string }) {
  return (
    <div className={`flex items-center justify-center ${className}`}>
      <Spinner {...spinner} />
    </div>
  );
}
