/**
 * The buyer's bulk enquiry calls (shopper spec §7; issue 30): send one, the customer's own list
 * (refreshed every 30 s, shopper spec §4), accept a quote (its lines then go into this device's
 * cart too), and the quote's PDF.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENQUIRY_REFRESH_MS } from '@shop/domain/enquiries/enquiry.rules';
import type { EnquiryFields } from '@shop/domain/enquiries/enquiry.schemas';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { putQuotedInCart } from '../../cart';

const myEnquiriesKey = ['account', 'bulk-enquiries'] as const;

/** POST /bulk-enquiry/bulk-order-request with the form's fields (status Pending, the time now). */
export function useSubmitEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: EnquiryFields) =>
      api.call('POST /bulk-enquiry/bulk-order-request', {
        body: { ...fields, requestDate: new Date().toISOString(), status: 'Pending' },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myEnquiriesKey }),
  });
}

/** POST /bulk-enquiry/user-list: the signed-in customer's own enquiries, every 30 s. */
export function useMyEnquiries() {
  return useQuery({
    queryKey: myEnquiriesKey,
    queryFn: async () => (await api.call('POST /bulk-enquiry/user-list', { body: {} })).enquiries,
    refetchInterval: ENQUIRY_REFRESH_MS,
  });
}

/** POST /bulk-enquiry/quote/{id}/accept; the quoted lines are put in this device's cart as the server put them in the saved one. */
export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.callWithMessage('POST /bulk-enquiry/quote/:id/accept', { params: { id } }),
    onSuccess: (reply) => {
      putQuotedInCart(reply.data.cartLines);
      return queryClient.invalidateQueries({ queryKey: myEnquiriesKey });
    },
  });
}

/** GET /bulk-enquiry/quote/{id}/pdf as a file. */
export async function downloadQuotePdf(id: string, quoteNumber: string): Promise<void> {
  const file = await api.downloadCall('GET /bulk-enquiry/quote/:id/pdf', { params: { id } }, `${quoteNumber}.pdf`);
  saveFile(file.blob, file.fileName);
}
