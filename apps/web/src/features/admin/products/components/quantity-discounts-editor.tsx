/** Quantity discounts of the product form (admin spec §3): title, min and max quantity, percent off. Only complete rows are sent (§5). */
import { Button } from '../../../../components/ui/button';
import { inputClasses } from '../../../../components/ui/input';

export interface DiscountRow {
  title: string;
  min_quantity: string;
  max_quantity: string;
  discount_percentage: string;
}

const FIELDS: { name: keyof DiscountRow; label: string; type: string }[] = [
  { name: 'title', label: 'Title', type: 'text' },
  { name: 'min_quantity', label: 'Min qty', type: 'number' },
  { name: 'max_quantity', label: 'Max qty', type: 'number' },
  { name: 'discount_percentage', label: '% off', type: 'number' },
];

export function QuantityDiscountsEditor({
  rows,
  onChange,
}: {
  rows: DiscountRow[];
  onChange: (next: DiscountRow[]) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-base font-semibold text-slate-900">Quantity discounts</legend>
      {rows.map((row, i) => (
        <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]">
          {FIELDS.map((f) => (
            <input
              key={f.name}
              type={f.type}
              min={0}
              aria-label={`${f.label} ${i + 1}`}
              placeholder={f.label}
              className={inputClasses}
              value={row[f.name]}
              onChange={(e) => onChange(rows.map((r, j) => (j === i ? { ...r, [f.name]: e.target.value } : r)))}
            />
          ))}
          <Button variant="ghost" size="sm" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            Remove
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...rows, { title: '', min_quantity: '', max_quantity: '', discount_percentage: '' }])}
      >
        Add quantity discount
      </Button>
    </fieldset>
  );
}
