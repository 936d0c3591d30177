/**
 * The bar over the order list: how many orders are selected, Clear and Bulk Update (admin spec §2;
 * issue 10). Bulk Update with nothing selected says 'Please select orders and status' (spec §5).
 */
import { Button } from '../../../../components/ui/button';

interface BulkSelectionBarProps {
  count: number;
  onBulkUpdate: () => void;
  onClear: () => void;
}

export function BulkSelectionBar({ count, onBulkUpdate, onClear }: BulkSelectionBarProps) {
  return (
    <div
      role="region"
      aria-label="Selected orders"
      className={`flex flex-wrap items-center gap-3 border-b px-4 py-2.5 sm:px-5 ${count > 0 ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-white'}`}
    >
      <p className={`text-sm font-medium ${count > 0 ? 'text-brand-900' : 'text-slate-500'}`} aria-live="polite">
        {count === 0
          ? 'Select orders to update several at once'
          : `${count} ${count === 1 ? 'order' : 'orders'} selected`}
      </p>
      <div className="ml-auto flex gap-2">
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear selection
          </Button>
        )}
        <Button size="sm" onClick={onBulkUpdate}>
          Bulk Update
        </Button>
      </div>
    </div>
  );
}
