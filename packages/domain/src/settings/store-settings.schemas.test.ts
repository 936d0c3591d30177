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

  it('shows the storefront contacts, the head office and windows but not the limits', () => {
    const shown = publicSettingsOf(STORE_SETTINGS_DEFAULTS);
    expect(shown).toMatchObject({
      supportEmail: 'support@makershop.in',
      sellerAddress: STORE_SETTINGS_DEFAULTS.sellerAddress,
      returnWindowDays: 7,
      cancelWindowHours: 24,
    });
    expect(shown).not.toHaveProperty('maxUnpaidOrdersPerCustomer');
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
