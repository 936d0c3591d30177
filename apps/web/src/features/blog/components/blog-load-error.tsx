/** The blog's 'Failed to load …' panel with Try Again (storefront spec §8). */
export function BlogLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-14 text-center">
      <p className="font-medium text-red-700">{title}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Try Again
      </button>
    </div>
  );
}
