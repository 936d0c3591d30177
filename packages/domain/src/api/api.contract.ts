/**
 * Every module's calls (decision 068): the list the server's completeness test checks against the
 * routes it registers, and the one type the web's `api.call` looks a key up in. A module's
 * contract joins both here when it is declared.
 */
import { accountsContract } from '../accounts/accounts.contract';
import { passwordResetContract } from '../accounts/password-reset.contract';
import { googleAuthContract } from '../accounts/google-auth.contract';
import { customersContract } from '../accounts/customers.contract';
import { addressesContract } from '../addresses/addresses.contract';
import { adminAuthContract } from '../admin-auth/admin-auth.contract';
import { staffAccountsContract } from '../admin-auth/staff-accounts.contract';
import { auditContract } from '../audit/audit.contract';
import { blogContract } from '../blog/blog.contract';
import { cartsContract } from '../carts/carts.contract';
import { catalogContract } from '../catalog/catalog.contract';
import { couponsContract } from '../coupons/coupons.contract';
import { dashboardContract } from '../dashboard/dashboard.contract';
import { enquiriesContract } from '../enquiries/enquiries.contract';
import { inventoryContract } from '../inventory/inventory.contract';
import { stockContract } from '../inventory/stock.contract';
import { invoicesContract } from '../invoices/invoices.contract';
import { jobsContract } from '../jobs/jobs.contract';
import { locationsContract } from '../locations/locations.contract';
import { serviceAreasContract } from '../locations/service-areas.contract';
import { ordersContract } from '../orders/orders.contract';
import { paymentsContract } from '../payments/payments.contract';
import { pricingContract } from '../pricing/pricing.contract';
import { returnsContract } from '../returns/returns.contract';
import { reviewsContract } from '../reviews/reviews.contract';
import { searchContract } from '../search/search.contract';
import { settingsContract } from '../settings/settings.contract';
import { shipmentsContract } from '../shipments/shipments.contract';
import { privacyContract } from '../privacy/privacy.contract';
import { stockAlertsContract } from '../stock-alerts/stock-alerts.contract';
import { newsContract } from '../news/news.contract';
import { contactContract } from '../contact/contact.contract';
import { newsletterContract } from '../newsletter/newsletter.contract';
import { supportContract } from '../support/support.contract';
import { trackingContract } from '../tracking/tracking.contract';
import { wholesaleContract } from '../wholesale/wholesale.contract';

/** Each module's contract, for the server's check that every /api/v1 route is declared. */
export const apiContracts = [
  accountsContract,
  passwordResetContract,
  googleAuthContract,
  customersContract,
  addressesContract,
  adminAuthContract,
  staffAccountsContract,
  auditContract,
  blogContract,
  cartsContract,
  catalogContract,
  couponsContract,
  dashboardContract,
  enquiriesContract,
  inventoryContract,
  stockContract,
  invoicesContract,
  jobsContract,
  locationsContract,
  serviceAreasContract,
  ordersContract,
  paymentsContract,
  pricingContract,
  returnsContract,
  reviewsContract,
  searchContract,
  settingsContract,
  shipmentsContract,
  privacyContract,
  stockAlertsContract,
  newsContract,
  contactContract,
  newsletterContract,
  supportContract,
  trackingContract,
  wholesaleContract,
] as const;

/** Every declared call, by key: the web imports this as a type only. */
export type ApiContract = typeof accountsContract &
  typeof passwordResetContract &
  typeof googleAuthContract &
  typeof customersContract &
  typeof addressesContract &
  typeof adminAuthContract &
  typeof staffAccountsContract &
  typeof auditContract &
  typeof blogContract &
  typeof cartsContract &
  typeof catalogContract &
  typeof couponsContract &
  typeof dashboardContract &
  typeof enquiriesContract &
  typeof inventoryContract &
  typeof stockContract &
  typeof invoicesContract &
  typeof jobsContract &
  typeof locationsContract &
  typeof serviceAreasContract &
  typeof ordersContract &
  typeof paymentsContract &
  typeof pricingContract &
  typeof returnsContract &
  typeof reviewsContract &
  typeof searchContract &
  typeof settingsContract &
  typeof shipmentsContract &
  typeof privacyContract &
  typeof stockAlertsContract &
  typeof newsContract &
  typeof contactContract &
  typeof newsletterContract &
  typeof supportContract &
  typeof trackingContract &
  typeof wholesaleContract;

/** The key of any declared call, e.g. `"PUT /addresses/:id"`. */
export type ApiRouteKey = keyof ApiContract;
