/** The order's GST tax invoice and credit notes (decision 033): number, date, amount and a PDF download by the staff calls. */
import type { OrderDetail } from '../api/get-order-detail';
import { Button } from '../../../../components/ui/button';
import { formatDate, formatRupees } from '../../../../lib/format';
import { useDownloadCreditNotePdf } from '../../invoices/api/download-credit-note-pdf';
import { useDownloadInvoicePdf } from '../../invoices/api/download-invoice-pdf';
import { DetailSection } from './detail-section';

function DocumentRow({
  kind,
  number,
  date,
  amount,
  busy,
  onDownload,
}: {
  kind: string;
  number: string;
  date: string;
  amount: number;
  busy: boolean;
  onDownload: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{kind}</p>
        <p className="font-mono font-semibold text-slate-900">{number}</p>
        <p className="text-xs text-slate-500">
          {formatDate(date)} · {formatRupees(amount)}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        isLoading={busy}
        onClick={onDownload}
        aria-label={`Download PDF of ${kind.toLowerCase()} ${number}`}
      >
        {busy ? 'Downloading...' : 'Download PDF'}
      </Button>
    </li>
  );
}

export function OrderDocumentsSection({ invoice, creditNotes }: Pick<OrderDetail, 'invoice' | 'creditNotes'>) {
  const invoicePdf = useDownloadInvoicePdf();
  const notePdf = useDownloadCreditNotePdf();
  return (
    <DetailSection title="Invoice and credit notes">
      {!invoice ? (
        <p className="text-sm text-slate-500">No invoice yet: one is issued when the order is paid.</p>
      ) : (
        <ul className="space-y-2">
          <DocumentRow
            kind="Tax invoice"
            number={invoice.number}
            date={invoice.issued_at}
            amount={invoice.amount}
            busy={invoicePdf.isPending}
            onDownload={() => invoicePdf.mutate(invoice._id)}
          />
          {creditNotes.map((note) => (
            <DocumentRow
              key={note._id}
              kind="Credit note"
              number={note.number}
              date={note.issued_at}
              amount={note.amount}
              busy={notePdf.isPending && notePdf.variables === note._id}
              onDownload={() => notePdf.mutate(note._id)}
            />
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
