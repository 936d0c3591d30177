/**
 * The 'Auto refresh' checkbox of an order list (shopper spec §2 profile orders, Track order; on by
 * default): the list refreshes every 30 s while it is checked; a small spinner shows a refresh.
 */
import { Spinner } from '../../components/ui/spinner';

export function AutoRefreshToggle({
  checked,
  onChange,
  fetching,
  label = 'Auto refresh every 30 s',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  fetching: boolean;
  label?: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-brand-600"
      />
      {label}
      {fetching && <Spinner size="sm" />}
    </label>
  );
}
