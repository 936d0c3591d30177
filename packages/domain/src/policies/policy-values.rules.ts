/**
 * The values a policy text's placeholders are filled with (policy-text.rules.ts): the very store
 * settings the rules read (returns: returnWindowDays; cancelling: cancelWindowHours; stock holds:
 * orderHoldMinutes; shipping: freeShippingThresholdRupees…), so the page and the code agree.
 */
import type { StoreSettings } from '../settings/store-settings.schemas';
import { policyRupees, type PolicyValues } from './policy-text.rules';

/** The placeholders' values from `settings`, formatted as a sentence reads them. */
export function policyValuesOf(settings: StoreSettings): PolicyValues {
  return {
    shopName: settings.shopName,
    sellerLegalName: settings.sellerLegalName,
    sellerAddress: settings.sellerAddress,
    sellerGstin: settings.sellerGstin || 'not registered yet',
    supportEmail: settings.supportEmail,
    supportPhone: settings.supportPhone,
    supportHours: settings.supportHours,
    grievanceOfficerName: settings.grievanceOfficerName,
    grievanceOfficerDesignation: settings.grievanceOfficerDesignation,
    grievanceOfficerEmail: settings.grievanceOfficerEmail,
    grievanceOfficerPhone: settings.grievanceOfficerPhone,
    returnWindowDays: String(settings.returnWindowDays),
    cancelWindowHours: String(settings.cancelWindowHours),
    refundDays: String(settings.refundDays),
    orderHoldMinutes: String(settings.orderHoldMinutes),
    freeShippingThresholdRupees: policyRupees(settings.freeShippingThresholdRupees),
    standardShippingRupees: policyRupees(settings.standardShippingRupees),
    expectedDeliveryDays: String(settings.expectedDeliveryDays),
    warrantyDays: String(settings.warrantyDays),
  };
}
