/** POST /admin/contact-us (storefront spec §7): sends the /contact form. */
import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@shop/domain/contact/contact.schemas';
import { api } from '../../../lib/api-client';

export function useSendContactMessage() {
  return useMutation({ mutationFn: (body: ContactBody) => api.callWithMessage('POST /admin/contact-us', { body }) });
}
