/**
 * What the bulk line costs (shopper spec §2 Bulk drawer): unit price, subtotal and savings of the
 * chosen quantity at the chosen tier, from POST /cart/quote for that one bulk line. They are the
 * tax-inclusive figures the shopper pays (issue 27: the subtotal is the unit price × quantity
 * exactly, as the cart will show it), so the note says GST is included rather than the spec's
 * "added at checkout". Pinned above the drawer's buttons, so a phone shows it beside the tier
 * list. Figures in rupees, formatted only.
 */
import type { ReactNode } from 'react';
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import { formatRupees } from '../../../../lib/format';

type QuoteLine = CartQuote['lines'][number];

function Figure({ label, children, tone = 'text-slate-900' }: { label: string; children: ReactNode; tone?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`text-base font-bold tabular-nums ${tone}`}>{children}</dd>
    </div>
  );
}

/**
 * Takes the quoted bulk line (undefined while the quantity cannot be priced: nothing shows but the
 * note); `updating` dims the figures while a changed quantity is re-priced.
 */
export function BulkFigures({ line, updating }: { line: QuoteLine | undefined; updating: boolean }) {
  return (
    <div className="text-left">
      {line && (
        <dl
          aria-label="Bulk price"
          aria-busy={updating || undefined}
          className={`grid grid-cols-3 gap-3 transition-opacity ${updating ? 'opacity-60' : ''}`}
        >
          <Figure label="Unit price">
            <span data-testid="bulk-unit-price">{formatRupees(line.unit_price_with_gst)}</span>
          </Figure>
          <Figure label={`Subtotal (${line.quantity})`}>
            <span data-testid="bulk-subtotal">{formatRupees(line.line_total)}</span>
          </Figure>
          <Figure label="You save" tone="text-green-700">
            <span data-testid="bulk-savings">{formatRupees(line.tier_saving_with_gst)}</span>
          </Figure>
        </dl>
      )}
      <p className="mt-1 text-xs text-slate-500">Prices include GST; shipping is worked out at checkout.</p>
    </div>
  );
}
