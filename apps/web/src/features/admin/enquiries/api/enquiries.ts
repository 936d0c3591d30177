/**
 * Staff's bulk enquiry calls (admin spec §7 'POST /bulk-enquiry/list', '{id}/update',
 * '{id}/send-email'; issue 30 quotes): each change refreshes the list with the server's answer.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateQuoteBody, EnquiryStatusBody } from '@shop/domain/enquiries/enquiry.schemas';
import { api } from '../../../../lib/api-client';

export const enquiriesKey = ['admin', 'bulk-enquiries'] as const;

/** POST /bulk-enquiry/list: the newest page. */
export function useStaffEnquiries() {
  return useQuery({
    queryKey: enquiriesKey,
    queryFn: () => api.call('POST /bulk-enquiry/list', { body: {} }),
  });
}

function useEnquiryChange<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesKey }),
  });
}

/** POST /bulk-enquiry/{id}/update */
export const useUpdateEnquiryStatus = () =>
  useEnquiryChange(({ id, status }: { id: string } & EnquiryStatusBody) =>
    api.call('POST /bulk-enquiry/:id/update', { params: { id }, body: { status } }),
  );

/** POST /bulk-enquiry/{id}/send-email */
export const useSendEnquiryEmail = () =>
  useEnquiryChange(({ id, message }: { id: string; message: string }) =>
    api.call('POST /bulk-enquiry/:id/send-email', { params: { id }, body: { message } }),
  );

/** POST /bulk-enquiry/{id}/quote */
export const useCreateQuote = () =>
  useEnquiryChange(({ id, body }: { id: string; body: CreateQuoteBody }) =>
    api.call('POST /bulk-enquiry/:id/quote', { params: { id }, body }),
  );

/** POST /bulk-enquiry/quote/{id}/withdraw */
export const useWithdrawQuote = () =>
  useEnquiryChange((id: string) => api.call('POST /bulk-enquiry/quote/:id/withdraw', { params: { id } }));

/** Catalogue products matching `search` for the quote's product picker (POST /product/list, 10 a time). */
export function useProductSearch(search: string) {
  return useQuery({
    queryKey: ['admin', 'quote-products', search],
    queryFn: async () =>
      (await api.call('POST /product/list', { body: { pageNum: 1, pageSize: 10, filters: { search } } })).productList,
    enabled: search.trim().length >= 2,
    staleTime: 60_000,
  });
}
