/**
 * Staff's contact calls (issue 30): GET /admin/contact-us (5 a page, by search and handled
 * state), POST /admin/contact-us/{id}/handled and POST /admin/contact-us/{id}/reply.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactState } from '@shop/domain/contact/contact.rules';
import type { ContactMessage } from '@shop/domain/contact/contact.responses';
import { api } from '../../../../lib/api-client';

export type { ContactMessage };

const contactKey = ['admin', 'contact'] as const;

export function useContactMessages(page: number, search: string, state: ContactState) {
  return useQuery({
    queryKey: [...contactKey, page, search, state],
    queryFn: ({ signal }) =>
      api.call('GET /admin/contact-us', { query: { page, search: search || undefined, state } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.callWithMessage('POST /admin/contact-us/:id/handled', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKey }),
  });
}

export function useReplyToContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      api.callWithMessage('POST /admin/contact-us/:id/reply', { params: { id }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKey }),
  });
}
