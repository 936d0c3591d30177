/**
 * POST /invoice/{id}/download-invoice (staff) — the invoice PDF, saved as invoice-{id}.pdf (admin
 * spec §7); GET /invoice/gstr1?month= (SuperAdmin) — a month's GSTR-1-style CSV (issue 10).
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/toast';
import { api } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

export async function downloadInvoicePdf(invoiceId: string): Promise<void> {
  const file = await api.downloadCall(
    'POST /invoice/:id/download-invoice',
    { params: { id: invoiceId } },
    `invoice-${invoiceId}.pdf`,
  );
  saveFile(file.blob, `invoice-${invoiceId}.pdf`);
}

/** 'Invoice downloaded successfully' or 'Failed to download invoice' (admin spec §8). */
export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: downloadInvoicePdf,
    onSuccess: () => toast.success('Invoice downloaded successfully'),
    onError: () => toast.error('Failed to download invoice'),
  });
}

export async function downloadGstr1(month: string): Promise<void> {
  const file = await api.downloadCall('GET /invoice/gstr1', { query: { month } }, `gstr1-${month}.csv`);
  saveFile(file.blob, file.fileName);
}

export function useDownloadGstr1() {
  return useMutation({
    mutationFn: downloadGstr1,
    onSuccess: () => toast.success('Export downloaded'),
    onError: (error) => toast.error(error.message || 'Failed to export the month'),
  });
}
