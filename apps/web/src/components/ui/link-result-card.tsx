/**
 * The card a page opened from a mailed link shows (issue 29's alert links, issue 30's newsletter
 * links): a title, what happened, and a way back. `LinkFailed` is its refusal line.
 */
import type { ReactNode } from 'react';

export function LinkResultCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-3 space-y-4 text-sm text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** Why the link did not work, announced to screen readers. */
export function LinkFailed({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-700">
      {message}
    </p>
  );
}
