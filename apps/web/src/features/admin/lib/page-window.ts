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
