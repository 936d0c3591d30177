/** Which numbered page buttons a list shows: up to 5, centred on the current page (admin spec §2, §9). */
export const MAX_PAGE_BUTTONS = 5;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageWindow(page: number, pageCount: number, max = MAX_PAGE_BUTTONS): number[] {
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.max(1, Math.min(current - Math.floor(max / 2), pageCount - max + 1));
  const end = Math.min(pageCount, start + max - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * Numbered pages with ellipses (admin spec §2 Product Management): the first and last page always,
 * the pages either side of the current one, and 'gap' where pages are left out: 1 … 4 5 6 … 20.
 */
export function pagesWithGaps(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? (['gap', n] as const) : [n]));
}
