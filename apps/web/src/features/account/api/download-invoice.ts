/**
 * The customer downloads the GST tax invoice of their own paid order: GET /order/{id}/invoice
 * (issue 10). Saved under the server's file name; the server's message on failure.
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export async function downloadInvoice(orderId: string): Promise<void> {
  const file = await api.downloadCall('GET /order/:id/invoice', { params: { id: orderId } }, `invoice-${orderId}.pdf`);
  saveFile(file.blob, file.fileName);
}

/** Downloads an order's invoice; 'Invoice downloaded successfully' or the server's reason ('Failed to download invoice' without one). */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: downloadInvoice,
    onSuccess: () => toast.success('Invoice downloaded successfully'),
    onError: (error) => toast.error(error.message || 'Failed to download invoice'),
  });
}
