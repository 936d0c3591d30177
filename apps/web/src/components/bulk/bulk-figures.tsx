/**
 * What the bulk line costs (shopper spec §2 Bulk drawer): unit price, subtotal and savings of the
 * chosen quantity at the chosen tier, from POST /cart/quote for that one bulk line, and the note
 * that GST is added at checkout. Figures in rupees, formatted only.
 */
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import { formatRupees } from '../../lib/format';

type QuoteLine = CartQuote['lines'][number];

function Row({ label, children, tone = 'text-slate-900' }: { label: string; children: React.ReactNode; tone?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`text-right font-semibold tabular-nums ${tone}`}>{children}</dd>
    </div>
  );
}

/** Takes the quoted bulk line; `updating` dims the figures while a changed quantity is re-priced. */
export function BulkFigures({ line, updating }: { line: QuoteLine; updating: boolean }) {
  return (
    <div aria-busy={updating || undefined} className={`rounded-xl bg-slate-50 px-4 py-3 text-sm transition-opacity ${updating ? 'opacity-60' : ''}`}>
      <dl aria-label="Bulk price">
        <Row label="Unit price">
          <span data-testid="bulk-unit-price">{formatRupees(line.unit_price)}</span>
          <span className="block text-xs font-normal text-slate-500">{formatRupees(line.unit_price_with_gst)} incl. GST</span>
        </Row>
        <Row label={`Subtotal (${line.quantity} units)`}>
          <span data-testid="bulk-subtotal">{formatRupees(line.line_value)}</span>
        </Row>
        <Row label="You save" tone="text-green-700">
          <span data-testid="bulk-savings">{formatRupees(line.tier_saving)}</span>
        </Row>
      </dl>
      <p className="mt-2 border-t border-slate-200 pt-2 text-xs text-slate-500">GST is added at checkout.</p>
    </div>
  );
}
