/** The newsletter calls (issue 30): the footer's sign-up, and the mailed links' confirm and unsubscribe. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /newsletter/subscribe: the server's one sentence, whatever the address. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await api.callWithMessage('POST /newsletter/subscribe', { body: { email } })).message,
  });
}

/** POST /newsletter/confirm with the token of the confirmation mail. */
export function useConfirmNewsletter() {
  return useMutation({ mutationFn: (token: string) => api.call('POST /newsletter/confirm', { body: { token } }) });
}

/** POST /newsletter/unsubscribe with the token of any newsletter mail. */
export function useUnsubscribeNewsletter() {
  return useMutation({
    mutationFn: (token: string) => api.call('POST /newsletter/unsubscribe', { body: { token } }),
  });
}
