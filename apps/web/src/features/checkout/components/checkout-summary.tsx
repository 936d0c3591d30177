/**
 * The checkout's order summary (shopper spec §2 checkout): the lines, the same priceOrder totals
 * as the cart, and Proceed to Payment (submits the address form).
 */
import type { ReactNode } from 'react';
import { rupeesToPaise } from '@shop/domain/money/money';
import { Button } from '../../../components/ui/button';
import { TotalsTable } from '../../../components/ui/totals-table';
import type { LiveCart } from '../../../lib/cart/use-live-cart';
import { formatPaise } from '../../../lib/format';

interface CheckoutSummaryProps {
  live: LiveCart;
  formId: string;
  disabled: boolean;
  isProcessing: boolean;
  notice?: ReactNode;
}

export function CheckoutSummary({ live, formId, disabled, isProcessing, notice }: CheckoutSummaryProps) {
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
      <h2 id="order-summary-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Order Summary
      </h2>
      <ul className="mb-4 divide-y divide-slate-100 border-b border-slate-200 text-sm">
        {live.lines.map(({ item, product, problem }) => {
          const price = product?.discounted_single_product_price ?? item.discounted_single_product_price;
          return (
            <li key={item.product_id} className="flex gap-3 py-2.5">
              <img src={product?.product_image_main ?? item.product_image_main} alt="" className="size-12 shrink-0 rounded-md border border-slate-200 object-contain p-0.5" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-medium text-slate-800">{product?.product_name ?? item.product_name}</p>
                <p className="text-xs text-slate-500">Qty {item.quantity}</p>
                {problem && <p className="text-xs font-medium text-red-600">{problem}</p>}
              </div>
              <p className="shrink-0 font-semibold text-slate-900">{formatPaise(rupeesToPaise(price) * item.quantity)}</p>
            </li>
          );
        })}
      </ul>
      <TotalsTable totals={live.totals} />
      <Button type="submit" form={formId} size="lg" variant="accent" className="mt-5 w-full" disabled={disabled} isLoading={isProcessing}>
        Proceed to Payment
      </Button>
      {notice && <div className="mt-2 text-center text-sm text-red-600">{notice}</div>}
      <p className="mt-3 text-center text-xs text-slate-500">You will pay on the secure payment page. Your order is confirmed once the payment succeeds.</p>
    </section>
  );
}
