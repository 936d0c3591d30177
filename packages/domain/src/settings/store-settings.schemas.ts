/**
 * Store settings (DESIGN.md "Cross-cutting": code reads no shop fact from a constant): the
 * seller's legal identity, support contacts, social links, and the windows and limits the rules
 * use. One schema serves the server (stored values, the admin API) and the web (public subset).
 * Money settings are rupees with at most two decimals, as everywhere on the API.
 */
import { z } from 'zod';
import { DOCUMENT_PREFIX_PATTERN } from '../invoices/financial-year.rules';
import { PINCODE_PATTERN } from '../locations/pincode.rules';
import { findIndianState } from '../tax/gst-states.rules';
import { checkGstin, normaliseGstin } from '../tax/gstin.rules';
import { MAX_ID_LENGTH, text } from '../validation/text.schemas';
import { SELLER_STATE_UNKNOWN } from './seller-identity.rules';
import { unknownPlaceholderMessage, unknownPlaceholders } from '../policies/policy-text.rules';

/** A trimmed string of at most `max` characters that refuses U+0000 (the shared text rule). */
const bounded = (max: number, min = 0) =>
  text({ max, tooLong: `At most ${max} characters` })
    .trim()
    .min(min, { error: min > 0 ? 'This field cannot be empty' : undefined });

const httpsUrl = text({ max: 300 })
  .trim()
  .pipe(z.url({ protocol: /^https$/, error: 'Use a full https:// address' }))
  .optional();

const rupees = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'At most two decimals' });

const whole = (min: number, max: number) => z.number().int().min(min).max(max);

const email = text({ max: 254 })
  .trim()
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));
const phone = bounded(30, 1).regex(/^\+?[0-9 ()-]{6,30}$/, { error: 'Enter a valid phone number' });

/** Longest policy text, in characters: a long policy page, not a book. */
export const MAX_POLICY_TEXT_LENGTH = 20_000;

/**
 * A policy page's text (policies/policy-text.rules.ts): 1 to MAX_POLICY_TEXT_LENGTH characters,
 * no U+0000, and only known placeholders, so a typo never reaches a shopper as `{retrunDays}`.
 */
const policyText = bounded(MAX_POLICY_TEXT_LENGTH, 1).superRefine((value, ctx) => {
  const unknown = unknownPlaceholders(value);
  if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(unknown) });
});

/**
 * The seller GSTIN: empty (not registered yet) or a valid GSTIN, checked as on addresses (format,
 * state code, check digit); spaces dropped, upper-cased. That it is of the seller state is checked
 * on the whole settings (sellerGstinProblem), since a change may send one without the other.
 */
const gstin = text({ max: 20 })
  .overwrite(normaliseGstin)
  .superRefine((value, ctx) => {
    const check = value === '' ? undefined : checkGstin(value);
    if (check && !check.valid) ctx.addIssue({ code: 'custom', message: check.message });
  });

export const storeSettingsSchema = z.strictObject({
  /** The shop's brand name, shown in mail and pages. */
  shopName: bounded(100, 1),
  sellerLegalName: bounded(200, 1),
  sellerAddress: bounded(500),
  /** Place of supply for GST: an order to this state is CGST + SGST, elsewhere IGST. */
  sellerState: bounded(100, 1).refine((value) => findIndianState(value) !== undefined, { error: SELLER_STATE_UNKNOWN }),
  sellerGstin: gstin,
  /** The series prefixes of tax invoice and credit note numbers (`MS/26-27/000123`): 1–3 capital letters or digits. */
  invoicePrefix: text({ max: 3 })
    .trim()
    .regex(DOCUMENT_PREFIX_PATTERN, { error: 'Use 1 to 3 capital letters or digits' }),
  creditNotePrefix: text({ max: 3 })
    .trim()
    .regex(DOCUMENT_PREFIX_PATTERN, { error: 'Use 1 to 3 capital letters or digits' }),
  /**
   * The pincode the shop ships from: its city is where the built-in IP-location sandbox places
   * local and private addresses (issue 6 location picker).
   */
  sellerPincode: text({ max: 6 }).regex(PINCODE_PATTERN, { error: 'Enter a valid 6-digit pincode' }),
  supportEmail: email,
  supportPhone: phone,
  /** When customer care answers, as shoppers read it ('Mon–Sat, 10:00–18:00 IST'); Help and Support shows it. */
  supportHours: bounded(100, 1),
  /**
   * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 (r.4(1)(d), r.4(4)) and
   * the DPDP Act 2023 ask the shop to name: shown in the footer and on the policy pages.
   */
  grievanceOfficerName: bounded(100, 1),
  grievanceOfficerDesignation: bounded(100, 1),
  grievanceOfficerEmail: email,
  grievanceOfficerPhone: phone,
  socialLinks: z.strictObject({ facebook: httpsUrl, instagram: httpsUrl, youtube: httpsUrl, linkedin: httpsUrl }),
  /** How long an unpaid order holds its stock, in minutes. */
  orderHoldMinutes: whole(5, 24 * 60),
  /** How long after placing it a customer may cancel an order, in hours. */
  cancelWindowHours: whole(0, 30 * 24),
  /** How long after delivery a customer may ask for a return, in days. */
  returnWindowDays: whole(0, 90),
  /**
   * Business days a refund takes to reach the customer's bank once issued. The shop issues a
   * refund the moment it is due (a job right after the cancellation or the return's refund step);
   * the bank's days are what the policies and refund mails promise.
   */
  refundDays: whole(1, 30),
  /** Days from shipment a product that states no warranty of its own is covered against defects (Warranty Policy). */
  warrantyDays: whole(0, 365),
  /**
   * Orders whose taxable value (after tiers and coupon, before GST) reaches this ship free; 0 = every
   * order ships free. Below it the courier's rate is charged (domain pricing/cart-pricing.rules.ts).
   */
  freeShippingThresholdRupees: rupees(1_000_000),
  /** Shipping charged below the threshold when no courier rate is available (no courier configured, or it offers no option). */
  standardShippingRupees: rupees(10_000),
  /** Expected delivery is set this many days after the order. */
  expectedDeliveryDays: whole(1, 60),
  maxUnpaidOrdersPerCustomer: whole(1, 50),
  /** Units all of a customer's unpaid orders may hold together, so one account cannot hold the catalogue. */
  maxUnpaidUnitsPerCustomer: whole(1, 100_000),
  /** Units of one product on one order line (the schema's absolute ceiling is MAX_LINE_QUANTITY). */
  maxUnitsPerOrderLine: whole(1, 1000),
  /**
   * The product the home hero's card shows (storefront spec §2 home item 4), by id; empty = the
   * catalogue's first pick (featured, most reviewed). PATCH refuses an id no product has.
   */
  /**
   * The built-in sandbox courier's pace (decision 032): seconds between its scripted tracking
   * events (Manifested, Picked up, In transit, Out for delivery, Delivered), and how often its
   * shipments are polled. Only the sandbox reads it; a real courier moves at its own pace.
   */
  sandboxCourierStepSeconds: whole(1, 24 * 3600),
  heroFeaturedProductId: text({
    max: MAX_ID_LENGTH,
    tooLong: `An id must be at most ${MAX_ID_LENGTH} characters`,
  }).trim(),
  /** The seven policy pages' texts (policies/policy-pages.config.ts), placeholders filled when served. */
  policyTerms: policyText,
  policyPrivacy: policyText,
  policyOrdersPayment: policyText,
  policyCancellation: policyText,
  policyShipping: policyText,
  policyReturn: policyText,
  policyWarranty: policyText,
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** PATCH /admin/settings: any subset of the settings, unknown keys refused, at least one key. */
export const storeSettingsPatch = storeSettingsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Send at least one setting to change' });
export type StoreSettingsPatch = z.infer<typeof storeSettingsPatch>;

/**
 * What the storefront shows: GET /settings/public. Nothing here is secret or internal; the
 * seller's address, GSTIN and grievance officer are disclosures the law asks every page to reach.
 */
export const publicStoreSettings = storeSettingsSchema
  .pick({
    shopName: true,
    supportEmail: true,
    supportPhone: true,
    supportHours: true,
    socialLinks: true,
    freeShippingThresholdRupees: true,
    standardShippingRupees: true,
    cancelWindowHours: true,
    returnWindowDays: true,
    expectedDeliveryDays: true,
    sellerAddress: true,
    sellerGstin: true,
    grievanceOfficerName: true,
    grievanceOfficerDesignation: true,
    grievanceOfficerEmail: true,
    grievanceOfficerPhone: true,
  })
  .extend({ sellerName: storeSettingsSchema.shape.sellerLegalName });
export type PublicStoreSettings = z.infer<typeof publicStoreSettings>;

/** GET and PATCH /admin/settings */
export const settingsData = z.object({ settings: storeSettingsSchema });
/** GET /settings/public */
export const publicSettingsData = z.object({ settings: publicStoreSettings });

export function publicSettingsOf(settings: StoreSettings): PublicStoreSettings {
  return {
    shopName: settings.shopName,
    sellerName: settings.sellerLegalName,
    supportEmail: settings.supportEmail,
    supportPhone: settings.supportPhone,
    supportHours: settings.supportHours,
    socialLinks: settings.socialLinks,
    freeShippingThresholdRupees: settings.freeShippingThresholdRupees,
    standardShippingRupees: settings.standardShippingRupees,
    cancelWindowHours: settings.cancelWindowHours,
    returnWindowDays: settings.returnWindowDays,
    expectedDeliveryDays: settings.expectedDeliveryDays,
    // The E-Commerce Rules 2020 disclosures (r.4(1)): legal name, address, grievance officer.
    sellerAddress: settings.sellerAddress,
    sellerGstin: settings.sellerGstin,
    grievanceOfficerName: settings.grievanceOfficerName,
    grievanceOfficerDesignation: settings.grievanceOfficerDesignation,
    grievanceOfficerEmail: settings.grievanceOfficerEmail,
    grievanceOfficerPhone: settings.grievanceOfficerPhone,
  };
}
