/**
 * Your data (issue 29; DPDP Act 2023): ask for a copy (mailed as a link), download it from that
 * link, and delete the account.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
// The saved-cart sync: this device's cart is emptied once the account is gone.
import { loadCartSync as cartSync } from '../../cart';

/** POST /user/privacy/export: the server's sentence about the mail to come. */
export function useRequestDataCopy() {
  return useMutation({ mutationFn: () => api.callWithMessage('POST /user/privacy/export') });
}

/** GET /user/privacy/export/download with the mailed token: saves the JSON file under the server's name. */
export function useDownloadDataCopy() {
  return useMutation({
    mutationFn: async (token: string) => {
      const file = await api.downloadCall('GET /user/privacy/export/download', { query: { token } }, 'my-data.json');
      saveFile(file.blob, file.fileName);
    },
  });
}

/** POST /user/privacy/delete with the password; this device's cart is forgotten once it is done. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (password: string) => {
      const reply = await api.callWithMessage('POST /user/privacy/delete', { body: { password } });
      (await cartSync()).forgetLocalCart();
      return reply;
    },
  });
}
