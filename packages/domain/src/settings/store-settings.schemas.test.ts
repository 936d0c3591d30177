import { describe, expect, it } from 'vitest';
import { GSTIN_BAD_CHECK_DIGIT, GSTIN_BAD_FORMAT, GSTIN_BAD_STATE_CODE } from '../tax/gstin.rules';
import { SELLER_STATE_UNKNOWN, sellerGstinProblem, sellerGstinStateMismatch } from './seller-identity.rules';
import { publicSettingsOf, storeSettingsPatch, storeSettingsSchema } from './store-settings.schemas';
import { STORE_SETTINGS_DEFAULTS } from './store-settings.config';

describe('store settings', () => {
  it('has defaults that pass their own schema', () => {
    expect(storeSettingsSchema.parse(STORE_SETTINGS_DEFAULTS)).toEqual(STORE_SETTINGS_DEFAULTS);
  });

  it('holds stock 30 minutes, ships in 4 days and sells from Uttar Pradesh by default', () => {
    expect(STORE_SETTINGS_DEFAULTS).toMatchObject({
      orderHoldMinutes: 30,
      expectedDeliveryDays: 4,
      sellerState: 'Uttar Pradesh',
      maxUnpaidOrdersPerCustomer: 3,
    });
  });

  it.each([
    [{ unknownSetting: 1 }, 'an unknown key'],
    [{}, 'an empty patch'],
    [{ sellerLegalName: 'x'.repeat(201) }, 'an over-long name'],
    [{ sellerLegalName: 'Maker\u0000Shop' }, 'a NUL character'],
    [{ orderHoldMinutes: 0 }, 'a hold shorter than 5 minutes'],
    [{ orderHoldMinutes: 1e17 }, 'a huge number'],
    [{ expectedDeliveryDays: 2.5 }, 'a fraction of a day'],
    [{ standardShippingRupees: 49.999 }, 'three decimals of a rupee'],
    [{ sellerGstin: '09ABCDE1234' }, 'a short GSTIN'],
    [{ socialLinks: { facebook: 'http://facebook.com/x' } }, 'a plain-http link'],
    [{ socialLinks: { tiktok: 'https://tiktok.com/x' } }, 'an unknown social network'],
    [{ supportEmail: 'not-an-email' }, 'a bad e-mail'],
  ])('refuses %j (%s)', (patch, _why) => {
    expect(storeSettingsPatch.safeParse(patch).success).toBe(false);
  });

  it('accepts a valid GSTIN, uppercasing it and dropping spaces, or an empty one (not registered yet)', () => {
    expect(storeSettingsPatch.parse({ sellerGstin: ' 09aaacm1234f 1zw' })).toEqual({ sellerGstin: '09AAACM1234F1ZW' });
    expect(storeSettingsPatch.parse({ sellerGstin: '' })).toEqual({ sellerGstin: '' });
  });

  it.each([
    ['09AAACM1234F1ZX', GSTIN_BAD_CHECK_DIGIT],
    ['09ABCDE1234', GSTIN_BAD_FORMAT],
    ['40AAPFU0939F1Z3', GSTIN_BAD_STATE_CODE],
  ])('refuses the seller GSTIN %s with “%s”', (sellerGstin, message) => {
    const result = storeSettingsPatch.safeParse({ sellerGstin });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('takes a seller state only when it is an Indian state or union territory', () => {
    expect(
      storeSettingsPatch.safeParse({ sellerState: 'Atlantis' }).error?.issues.map((issue) => issue.message),
    ).toEqual([SELLER_STATE_UNKNOWN]);
    expect(storeSettingsPatch.parse({ sellerState: 'Jammu & Kashmir' })).toEqual({ sellerState: 'Jammu & Kashmir' });
  });

  it('shows the storefront contacts, windows and legal disclosures but not the limits or policy texts', () => {
    const shown = publicSettingsOf(STORE_SETTINGS_DEFAULTS);
    expect(shown).toMatchObject({ supportEmail: 'support@makershop.in', returnWindowDays: 7, cancelWindowHours: 24 });
    expect(shown).toMatchObject({
      sellerAddress: STORE_SETTINGS_DEFAULTS.sellerAddress,
      grievanceOfficerName: 'Anita Sharma',
      grievanceOfficerEmail: 'grievance@makershop.in',
    });
    expect(shown).not.toHaveProperty('maxUnpaidOrdersPerCustomer');
    expect(shown).not.toHaveProperty('policyReturn');
  });

  it.each([
    [{ policyReturn: '' }, 'an empty policy'],
    [{ policyReturn: 'x'.repeat(20_001) }, 'a policy over 20,000 characters'],
    [{ policyReturn: 'Return\u0000' }, 'a NUL in a policy'],
    [{ policyReturn: 'Within {retrunWindowDays} days' }, 'an unknown placeholder'],
    [{ grievanceOfficerEmail: 'nobody' }, 'a bad grievance e-mail'],
    [{ grievanceOfficerPhone: 'call me' }, 'a bad grievance phone'],
    [{ refundDays: 0 }, 'no refund days'],
    [{ warrantyDays: 1.5 }, 'a fraction of a warranty day'],
  ])('refuses %j (%s)', (patch, _why) => {
    expect(storeSettingsPatch.safeParse(patch).success).toBe(false);
  });

  it('names the unknown placeholder it refuses', () => {
    expect(
      storeSettingsPatch.safeParse({ policyReturn: '{retrun} days' }).error?.issues.map((issue) => issue.message),
    ).toEqual(['Unknown placeholder: {retrun}']);
  });
});

describe('sellerGstinProblem', () => {
  it('accepts a GSTIN of the seller state, spelt any way, and no GSTIN at all', () => {
    expect(sellerGstinProblem('09AAACM1234F1ZW', 'Uttar Pradesh')).toBeUndefined();
    expect(sellerGstinProblem('29AAICA3918J1ZE', 'KARNATAKA')).toBeUndefined();
    expect(sellerGstinProblem('', 'Uttar Pradesh')).toBeUndefined();
  });

  it('refuses a GSTIN of another state, naming both', () => {
    expect(sellerGstinProblem('29AAICA3918J1ZE', 'Uttar Pradesh')).toBe(
      sellerGstinStateMismatch('Karnataka', 'Uttar Pradesh'),
    );
  });

  it('gives the GSTIN’s own problem first', () => {
    expect(sellerGstinProblem('09AAACM1234F1ZX', 'Uttar Pradesh')).toBe(GSTIN_BAD_CHECK_DIGIT);
  });
});
