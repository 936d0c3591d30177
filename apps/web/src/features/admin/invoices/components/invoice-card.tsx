/** One invoice on the Invoices screen (admin spec §2): number, date, status badge, customer, amount, products with quantity and warranty, Download PDF. */
import { warrantyLabel } from '@shop/domain/catalog/warranty.rules';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { formatDate, formatRupees } from '../../../../lib/format';
import type { ApiInvoice } from '../api/list-invoices';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';

export function InvoiceCard({ invoice }: { invoice: ApiInvoice }) {
  const download = useDownloadInvoicePdf();
  const customer = invoice.user_Id;
  return (
    <article
      aria-label={`Invoice ${invoice.invoiceNumber}`}
      className="flex min-w-0 flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-mono text-sm font-semibold text-slate-900">{invoice.invoiceNumber}</h2>
          <p className="text-xs text-slate-500">{formatDate(invoice.created_at)}</p>
        </div>
        <Badge tone={invoice.status === 'Paid' ? 'green' : 'red'}>{invoice.status}</Badge>
      </header>
      <div className="mt-3 text-sm text-slate-700">
        <p className="font-medium text-slate-900">{customer.name}</p>
        <p>{customer.phone}</p>
        <p className="truncate">{customer.email}</p>
      </div>
      <p className="mt-3 text-lg font-bold text-slate-900">{formatRupees(invoice.amount)}</p>
      <ul className="mt-2 flex-1 space-y-1 text-sm text-slate-600">
        {invoice.items.map((item, i) => (
          <li key={i}>
            <div className="flex justify-between gap-2">
              <span className="min-w-0 truncate">{item.product.name}</span>
              <span className="shrink-0">× {item.quantity}</span>
            </div>
            {/* Its own line, so the product's name keeps the width on a phone. */}
            {item.totalWarranty !== null && (
              <p className="text-xs text-slate-500">Warranty {warrantyLabel(item.totalWarranty)}</p>
            )}
          </li>
        ))}
      </ul>
      {invoice.creditNotes.length > 0 && (
        <p className="mt-2 text-xs text-slate-500">
          Credit notes: {invoice.creditNotes.map((n) => n.number).join(', ')}
        </p>
      )}
      <Button
        className="mt-4"
        variant="outline"
        size="sm"
        disabled={download.isPending}
        onClick={() => download.mutate(invoice._id)}
      >
        {download.isPending ? 'Downloading...' : 'Download PDF'}
      </Button>
    </article>
  );
}
