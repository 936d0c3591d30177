/**
 * The store settings' defaults, in a file without zod so the web app can show them before the
 * server's answer arrives without bundling the schema (STYLE.md habit 14).
 */
import type { PolicyTextKey } from '../policies/policy-pages.config';
import { POLICY_TEXT_DEFAULTS } from '../policies/policy-texts.config';
import type { StoreSettings } from './store-settings.schemas';

/**
 * Defaults used for every setting staff have not changed. The windows follow the stricter of the
 * spec's two readings that a shopper is told up front: the policy page's 7-day return window (the
 * published promise; the account page's 15 days would promise more than the policy), and a 24-hour
 * cancel window (the account page's; 2 hours leaves most shoppers no window in practice since
 * orders are packed the next working day). Shipping is free from ₹499 of taxable value (before GST);
 * below that the courier's rate is charged (issue 7), or the standard charge when no courier answers.
 */
export const STORE_FACT_DEFAULTS: Omit<StoreSettings, PolicyTextKey> = {
  shopName: 'MakerShop',
  /** The seller's identity on tax invoices: demo values; a real shop sets its own before it sells (docs/decisions/033). */
  sellerLegalName: 'MakerShop',
  sellerAddress: 'B-12, Sector 63, Noida, Gautam Buddha Nagar, Uttar Pradesh 201301',
  sellerState: 'Uttar Pradesh',
  sellerGstin: '09AAACM1234F1ZW',
  invoicePrefix: 'MS',
  creditNotePrefix: 'CN',
  /** Noida (Uttar Pradesh, the seller's state): the 24-hour delivery zone of the spec's rule. */
  sellerPincode: '201301',
  supportEmail: 'support@makershop.in',
  supportPhone: '+91 120 4567 890',
  supportHours: 'Mon–Sat, 10:00–18:00 IST',
  /** Demo values, like the seller's: a real shop names its own officer before it sells. */
  grievanceOfficerName: 'Anita Sharma',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceOfficerEmail: 'grievance@makershop.in',
  grievanceOfficerPhone: '+91 120 4567 891',
  socialLinks: {},
  orderHoldMinutes: 30,
  cancelWindowHours: 24,
  returnWindowDays: 7,
  /** The spec's policy readings say 5-7 and 7 business days for the bank: the longer one is promised. */
  refundDays: 7,
  /** Storefront spec §9: warranty 10 days from shipment. */
  warrantyDays: 10,
  freeShippingThresholdRupees: 499,
  standardShippingRupees: 0,
  expectedDeliveryDays: 4,
  maxUnpaidOrdersPerCustomer: 3,
  maxUnpaidUnitsPerCustomer: 500,
  maxUnitsPerOrderLine: 100,
  /** A demo order moves a step every 90 seconds, so it is delivered within about 8 minutes. */
  sandboxCourierStepSeconds: 90,
  heroFeaturedProductId: '',
};

/**
 * Every setting's default: the facts above and the policy texts. The storefront's bundle reads
 * STORE_FACT_DEFAULTS only, so the policy texts (served by GET /policies/{slug}) stay out of it.
 */
export const STORE_SETTINGS_DEFAULTS: StoreSettings = /* @__PURE__ */ withPolicyTexts(STORE_FACT_DEFAULTS);

function withPolicyTexts(facts: Omit<StoreSettings, PolicyTextKey>): StoreSettings {
  return { ...facts, ...POLICY_TEXT_DEFAULTS };
}
