/**
 * Every module's calls (decision 067): the list the server's completeness test checks against the
 * routes it registers, and the one type the web's `api.call` looks a key up in. A module's
 * contract joins both here when it is declared.
 */
import { addressesContract } from '../addresses/addresses.contract';
import { auditContract } from '../audit/audit.contract';
import { catalogContract } from '../catalog/catalog.contract';
import { dashboardContract } from '../dashboard/dashboard.contract';
import { inventoryContract } from '../inventory/inventory.contract';
import { stockContract } from '../inventory/stock.contract';
import { jobsContract } from '../jobs/jobs.contract';
import { locationsContract } from '../locations/locations.contract';
import { serviceAreasContract } from '../locations/service-areas.contract';
import { searchContract } from '../search/search.contract';
import { settingsContract } from '../settings/settings.contract';

/** Each module's contract, for the server's check that every /api/v1 route is declared. */
export const apiContracts = [
  addressesContract,
  dashboardContract,
  settingsContract,
  jobsContract,
  auditContract,
  searchContract,
  locationsContract,
  serviceAreasContract,
  inventoryContract,
  stockContract,
  catalogContract,
] as const;

/** Every declared call, by key: the web imports this as a type only. */
export type ApiContract = typeof addressesContract &
  typeof dashboardContract &
  typeof settingsContract &
  typeof jobsContract &
  typeof auditContract &
  typeof searchContract &
  typeof locationsContract &
  typeof serviceAreasContract &
  typeof inventoryContract &
  typeof stockContract &
  typeof catalogContract;

/** The key of any declared call, e.g. `"PUT /addresses/:id"`. */
export type ApiRouteKey = keyof ApiContract;
