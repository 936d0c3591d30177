/** A small coloured label (stock, status, discount). */
import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'amber' | 'red' | 'sky' | 'blue' | 'indigo' | 'slate' | 'orange' | 'teal';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-200',
  amber: 'bg-amber-100 text-amber-800 ring-amber-200',
  red: 'bg-red-100 text-red-700 ring-red-200',
  sky: 'bg-sky-100 text-sky-800 ring-sky-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  indigo: 'bg-indigo-100 text-indigo-800 ring-indigo-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  orange: 'bg-orange-100 text-orange-700 ring-orange-200',
  teal: 'bg-brand-50 text-brand-800 ring-brand-100',
};

/** The classes of a badge, for a control that looks like one (the admin's status button). */
export function badgeClasses(tone: BadgeTone = 'slate', extra = ''): string {
  return `inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]} ${extra}`;
}

export function Badge({
  tone = 'slate',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return <span className={badgeClasses(tone, className)}>{children}</span>;
}
