/** "Download invoice" on a paid order in Your Orders (issue 10): the order's GST tax invoice as a PDF. */
import type { Order } from '@shop/domain/orders/order.responses';
import { Button } from '../../../components/ui/button';
import { useDownloadInvoice } from '../api/download-invoice';

/** Orders that were paid have an invoice (a refunded one too, with its credit note). */
const INVOICED = new Set<Order['payment_status']>(['Paid', 'Refunded']);

export function InvoiceDownload({ order }: { order: Pick<Order, '_id' | 'payment_status'> }) {
  const download = useDownloadInvoice();
  if (!INVOICED.has(order.payment_status)) return null;
  return (
    <Button variant="outline" size="sm" isLoading={download.isPending} onClick={() => download.mutate(order._id)}>
      {download.isPending ? 'Downloading...' : 'Download invoice'}
    </Button>
  );
}
