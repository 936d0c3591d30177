/**
 * The back office's overview call (admin spec §2 'Dashboard', §7; any staff member: §6 puts the
 * overview under no role). Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { dashboardData } from './dashboard.responses';

export const dashboardContract = defineContract('admin', {
  'GET /admin/dashboard': {
    summary: 'Counts, recent orders and the last 30 India days of paid orders (staff)',
    reply: dashboardData,
    errors: [401, 403],
  },
});
