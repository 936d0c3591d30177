/**
 * The back office's own not-found page (issue 27 item 11): an admin address that names no screen
 * shows this inside the admin frame (sidebar and header stay), with the way back to the dashboard,
 * instead of a blank page.
 */
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { paths } from '../../../../config/paths';

export function AdminNotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="admin-not-found-title" className="mx-auto max-w-3xl">
      <h1 id="admin-not-found-title" className="mb-4 text-2xl font-semibold text-slate-900">
        Page not found
      </h1>
      <EmptyState
        title="There is no admin screen at this address"
        text="The link may be mistyped, or the screen may not be built yet. Use the menu, or go back to the dashboard."
        note={<code className="break-all rounded bg-slate-100 px-2 py-1 text-xs text-slate-700">{pathname}</code>}
      >
        <Link to={paths.adminDashboard()} className={buttonClasses('primary')}>
          Back to Dashboard
        </Link>
      </EmptyState>
    </section>
  );
}
