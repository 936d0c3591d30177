/**
 * Where a staff member lands after signing in (admin spec §2: success goes to /admin-dashboard):
 * back to the admin screen that sent them to the login, else the Dashboard.
 */
import { paths } from '../../../../config/paths';

export function afterLoginPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(paths.adminDashboard()) ? from : paths.adminDashboard();
}
