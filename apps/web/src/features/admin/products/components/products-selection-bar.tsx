/** Product Management's selection bar (admin spec §2): 'N selected', Delete Selected and Clear selection. */
import { Button } from '../../../../components/ui/button';

/** Takes how many products are chosen, onDelete (ask about them) and onClear. */
export function ProductsSelectionBar({
  count,
  onDelete,
  onClear,
}: {
  count: number;
  onDelete: () => void;
  onClear: () => void;
}) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm">
      <span>{count} selected</span>
      <Button size="sm" variant="danger" onClick={onDelete}>
        Delete Selected
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
