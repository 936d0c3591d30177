/** The 'Auto refresh' checkbox of a tracking view (on by default): refreshes every 30 s while checked. */
import { Spinner } from '../../../components/ui/spinner';

export function AutoRefreshToggle({ checked, onChange, fetching }: { checked: boolean; onChange: (checked: boolean) => void; fetching: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-brand-600" />
      Auto refresh every 30 s
      {fetching && <Spinner size="sm" />}
    </label>
  );
}
