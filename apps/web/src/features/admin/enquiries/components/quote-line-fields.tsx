/** One product of a quote being written: its price and MRP for reference, the quantity and the unit price before GST. */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { formatRupees } from '../../../../lib/format';

export interface DraftLine {
  product: ProductSummary;
  quantity: string;
  unitPrice: string;
}

interface Props {
  line: DraftLine;
  onChange: (patch: Partial<DraftLine>) => void;
  onRemove: () => void;
}

export function QuoteLineFields({ line, onChange, onRemove }: Props) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{line.product.product_name}</legend>
      <p className="mb-2 text-xs text-slate-500">
        Price {formatRupees(line.product.discounted_single_product_price)} before GST · MRP{' '}
        {formatRupees(line.product.non_discounted_price)} incl. GST
      </p>
      <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
        <InputField
          label="Quantity"
          type="number"
          min={1}
          value={line.quantity}
          onChange={(e) => onChange({ quantity: e.target.value })}
        />
        <InputField
          label="Unit price before GST (₹)"
          type="number"
          min={0}
          step="0.01"
          value={line.unitPrice}
          onChange={(e) => onChange({ unitPrice: e.target.value })}
        />
        <Button variant="ghost" onClick={onRemove}>
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
