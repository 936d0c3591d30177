/** The quotes of an enquiry as staff see them (issue 30): number, status, validity, lines and totals, Withdraw while not ordered. */
import type { BulkQuote } from '@shop/domain/enquiries/enquiry.responses';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { QuoteLines } from '../../../b2b';
import { useWithdrawQuote } from '../api/enquiries';

export function EnquiryQuotes({ quotes }: { quotes: BulkQuote[] }) {
  const withdraw = useWithdrawQuote();
  if (quotes.length === 0) return null;
  return (
    <div className="space-y-3">
      <h3 className="text-xs font-medium uppercase text-slate-500">Quotes</h3>
      {quotes.map((q) => (
        <div key={q._id} className="space-y-2 rounded-lg border border-indigo-100 bg-indigo-50/40 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{q.quote_number}</span>
            <Badge tone={q.status === 'withdrawn' ? 'slate' : 'indigo'}>
              {q.payable || q.status !== 'open' ? q.status : 'expired'}
            </Badge>
            <span className="text-xs text-slate-600">valid until {q.valid_until}</span>
            {q.order_id && (
              <span className="text-xs font-semibold text-teal-800">order #{q.order_id.slice(-8).toUpperCase()}</span>
            )}
          </div>
          {q.note && <p className="whitespace-pre-wrap text-sm text-slate-700">{q.note}</p>}
          <QuoteLines quote={q} />
          {(q.status === 'open' || q.status === 'accepted') && (
            <Button
              variant="ghost"
              size="sm"
              isLoading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(q._id, {
                  onSuccess: () => toast.success('Quote withdrawn'),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              Withdraw quote
            </Button>
          )}
        </div>
      ))}
    </div>
  );
}
