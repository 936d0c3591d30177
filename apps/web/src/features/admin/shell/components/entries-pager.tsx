/** 'Showing X to Y of Z entries' with Previous and Next (admin spec §2 Service Areas footer; the inventory table too). */
import { Button } from '../../../../components/ui/button';

interface EntriesPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds: 'entries', 'products'. */
  noun?: string;
  label: string;
  /** The total was counted up to a cap and there are more: shown as 'Z+'. */
  capped?: boolean;
  onPage: (page: number) => void;
}

export function EntriesPager({ page, pageSize, total, noun = 'entries', label, capped, onPage }: EntriesPagerProps) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = capped ? page * pageSize : Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={label}
      className="flex flex-col gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite">
        Showing {from.toLocaleString('en-IN')} to {to.toLocaleString('en-IN')} of {total.toLocaleString('en-IN')}
        {capped ? '+' : ''} {noun}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={to >= total && !capped} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
