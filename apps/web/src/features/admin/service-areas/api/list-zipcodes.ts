/** POST /zipcode/list (SuperAdmin) — service areas, 20 a page, searched by zipcode (admin spec §2 Service Areas, §7, §9). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZipcodeItem, ZipcodeListData } from '@shop/domain/locations/zipcode.responses';
import { ZIPCODE_PAGE_SIZE } from '@shop/domain/locations/zipcode.schemas';
import { api } from '../../../../lib/api-client';

export type { ZipcodeItem };
export const zipcodesKey = ['admin', 'zipcodes'] as const;

/** The spec sends filters only when searching. */
export function listZipcodes(pageNum: number, search: string, signal?: AbortSignal): Promise<ZipcodeListData> {
  const body = { pageNum, pageSize: ZIPCODE_PAGE_SIZE, ...(search ? { filters: { zipcode: search } } : {}) };
  return api.call('POST /zipcode/list', { body }, { signal });
}

export function useZipcodes(pageNum: number, search: string) {
  return useQuery(
    queryOptions({
      queryKey: [...zipcodesKey, pageNum, search],
      queryFn: ({ signal }) => listZipcodes(pageNum, search, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
