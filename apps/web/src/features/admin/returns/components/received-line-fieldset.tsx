/**
 * One returned line in Mark Received (issue 26): its product and units, how many go back on sale
 * (Restock) and how many are written off, and the problem with the two counts if any.
 */
import { InputField } from '../../../../components/ui/input';
import type { ApiReturnRequest } from '../api/list-returns';

/** The two counts as typed. */
export interface ReceivedCounts {
  restock: string;
  writeOff: string;
}

interface ReceivedLineFieldsetProps {
  line: ApiReturnRequest['lines'][number];
  counts: ReceivedCounts;
  /** Shown under the inputs once the form was sent. */
  error: string | undefined;
  onChange: (key: keyof ReceivedCounts, value: string) => void;
}

/** The fieldset for `line`. */
export function ReceivedLineFieldset({ line, counts: c, error, onChange }: ReceivedLineFieldsetProps) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {line.product_name} <span className="font-normal text-slate-500">× {line.quantity}</span>
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <InputField
          label="Restock"
          type="number"
          inputMode="numeric"
          min={0}
          max={line.quantity}
          value={c.restock}
          onChange={(e) => onChange('restock', e.target.value)}
        />
        <InputField
          label="Write off"
          type="number"
          inputMode="numeric"
          min={0}
          max={line.quantity}
          value={c.writeOff}
          onChange={(e) => onChange('writeOff', e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
