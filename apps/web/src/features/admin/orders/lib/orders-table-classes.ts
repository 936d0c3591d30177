/** The Order Management table's shared class names (admin spec §2): headings, cells and the two columns held in place. */

// Headings wrap between words: the Yes/No and month columns need no more than their longest word.
export const th =
  'px-3 py-3 text-left align-bottom text-xs font-semibold uppercase leading-tight tracking-wide text-slate-500';
export const cell = 'px-3 py-3 align-top';
// The select and order columns stay in view while the rest scrolls sideways.
export const stickySelect = 'sticky left-0 z-10 w-10 bg-white pl-4 pr-2';
export const stickyOrder =
  'sticky left-10 z-10 w-52 min-w-52 max-w-52 bg-white shadow-[inset_-1px_0_0_var(--color-slate-200)]';
