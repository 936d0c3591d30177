/**
 * A quote as its buyer sees it in Your Bulk Requests (issue 30): number, status, validity, note,
 * lines and totals, the PDF, and Accept while it can be paid (its lines go into the cart at the
 * quoted prices; then Go to cart). An ordered quote names its order.
 */
import type { BulkQuote } from '@shop/domain/enquiries/enquiry.responses';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/format';
import { downloadQuotePdf, useAcceptQuote } from '../api/bulk-enquiries';
import { QuoteLines } from './quote-lines';

const STATUS_TEXT: Record<BulkQuote['status'], string> = {
  open: 'Open',
  accepted: 'Accepted',
  ordered: 'Ordered',
  withdrawn: 'Withdrawn',
};

export function BuyerQuote({ quote }: { quote: BulkQuote }) {
  const accept = useAcceptQuote();
  const navigate = useNavigate();
  const expired = !quote.payable && (quote.status === 'open' || quote.status === 'accepted');
  const onAccept = () =>
    accept.mutate(quote._id, {
      onSuccess: (reply) => {
        toast.success(reply.message ?? 'Quote accepted');
        void navigate('/cart');
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <div className="space-y-3 rounded-lg border border-indigo-100 bg-indigo-50/40 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold text-slate-900">Quote {quote.quote_number}</h4>
        <Badge tone={quote.status === 'withdrawn' || expired ? 'slate' : 'indigo'}>
          {expired ? 'Expired' : STATUS_TEXT[quote.status]}
        </Badge>
        <span className="text-xs text-slate-600">Valid until {formatDate(`${quote.valid_until}T12:00:00+05:30`)}</span>
      </div>
      {quote.note && <p className="whitespace-pre-wrap text-sm text-slate-700">{quote.note}</p>}
      <QuoteLines quote={quote} />
      {quote.order_id && (
        <p className="text-sm font-medium text-teal-800">Ordered: order #{quote.order_id.slice(-8).toUpperCase()}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {quote.payable && (
          <Button onClick={onAccept} isLoading={accept.isPending}>
            {quote.status === 'accepted' ? 'Put in cart again' : 'Accept and add to cart'}
          </Button>
        )}
        <Button
          variant="outline"
          onClick={() =>
            void downloadQuotePdf(quote._id, quote.quote_number).catch((e: Error) => toast.error(e.message))
          }
        >
          Download PDF
        </Button>
      </div>
    </div>
  );
}
