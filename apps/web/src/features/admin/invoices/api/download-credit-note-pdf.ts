/** POST /credit-note/{id}/download (staff) — a credit note's PDF (issue 10; decision 033), saved as credit-note-{id}.pdf. */
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/toast';
import { api } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

export async function downloadCreditNotePdf(creditNoteId: string): Promise<void> {
  const file = await api.downloadCall(
    'POST /credit-note/:id/download',
    { params: { id: creditNoteId } },
    `credit-note-${creditNoteId}.pdf`,
  );
  saveFile(file.blob, file.fileName);
}

export function useDownloadCreditNotePdf() {
  return useMutation({
    mutationFn: downloadCreditNotePdf,
    onSuccess: () => toast.success('Credit note downloaded successfully'),
    onError: () => toast.error('Failed to download credit note'),
  });
}
