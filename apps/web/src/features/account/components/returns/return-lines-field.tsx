/**
 * The items of a return (return form, shopper spec §5; issue 26): a checkbox per order line and,
 * once checked, how many of its units, up to those not already in a return request.
 */
import type { Order } from '@shop/domain/orders/order.responses';
import type { CreateReturnBody } from '@shop/domain/returns/return.schemas';
import { QuantityStepper } from '../../../../components/ui/quantity-stepper';
import { unitsLeftToReturn } from '../../lib/return-eligibility';

type ReturnLines = CreateReturnBody['lines'];

interface ReturnLinesFieldProps {
  order: Order;
  value: ReturnLines;
  onChange: (lines: ReturnLines) => void;
  error?: string;
}

/** The order's lines with a checkbox and a stepper each; lines fully in a return already are shown greyed. */
export function ReturnLinesField({ order, value, onChange, error }: ReturnLinesFieldProps) {
  const chosen = new Map(value.map((l) => [l.order_line_id, l.quantity]));
  const set = (lineId: string, quantity: number | null) => {
    const others = value.filter((l) => l.order_line_id !== lineId);
    // Keep the order's own line order, so the request lists them as the order does.
    const next = quantity === null ? others : [...others, { order_line_id: lineId, quantity }];
    const rank = new Map(order.products.map((line, i) => [line._id, i]));
    onChange(next.sort((a, b) => (rank.get(a.order_line_id) ?? 0) - (rank.get(b.order_line_id) ?? 0)));
  };

  return (
    <fieldset className="min-w-0" aria-describedby={error ? 'return-lines-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">Items to return</legend>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {order.products.map((line) => {
          const left = unitsLeftToReturn(line);
          const quantity = chosen.get(line._id);
          return (
            <li key={line._id} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
              <label
                className={`flex min-w-0 flex-1 items-center gap-3 text-sm ${left === 0 ? 'text-slate-400' : 'text-slate-800'}`}
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-brand-600"
                  checked={quantity !== undefined}
                  disabled={left === 0}
                  onChange={(e) => set(line._id, e.target.checked ? left : null)}
                />
                {line.product_img_url && (
                  <img
                    src={line.product_img_url}
                    alt=""
                    className="size-10 shrink-0 rounded-md border border-slate-200 object-contain p-0.5"
                  />
                )}
                <span className="min-w-0">
                  <span className="block truncate">{line.product_name}</span>
                  <span className="block text-xs text-slate-500">
                    {left === 0
                      ? 'Already being returned'
                      : `Bought ${line.quantity}${line.returned_quantity ? `, ${line.returned_quantity} already being returned` : ''}`}
                  </span>
                </span>
              </label>
              {quantity !== undefined && (
                <QuantityStepper
                  value={quantity}
                  max={left}
                  label={`Units of ${line.product_name} to return`}
                  onChange={(n) => set(line._id, n)}
                />
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="return-lines-error" role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
