import { describe, expect, it } from 'vitest';
import { publicSettingsOf, STORE_SETTINGS_DEFAULTS, storeSettingsPatch, storeSettingsSchema } from './store-settings';

describe('store settings', () => {
  it('has defaults that pass their own schema', () => {
    expect(storeSettingsSchema.parse(STORE_SETTINGS_DEFAULTS)).toEqual(STORE_SETTINGS_DEFAULTS);
  });

  it('holds stock 30 minutes, ships in 4 days and sells from Uttar Pradesh by default', () => {
    expect(STORE_SETTINGS_DEFAULTS).toMatchObject({ orderHoldMinutes: 30, expectedDeliveryDays: 4, sellerState: 'Uttar Pradesh', maxUnpaidOrdersPerCustomer: 3 });
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

  it('accepts a valid GSTIN, uppercasing it', () => {
    expect(storeSettingsPatch.parse({ sellerGstin: '09aaacm1234f1z5' })).toEqual({ sellerGstin: '09AAACM1234F1Z5' });
  });

  it('shows the storefront contacts and windows but not the seller address or limits', () => {
    const shown = publicSettingsOf(STORE_SETTINGS_DEFAULTS);
    expect(shown).toMatchObject({ supportEmail: 'support@makershop.in', returnWindowDays: 7, cancelWindowHours: 24 });
    expect(shown).not.toHaveProperty('sellerAddress');
    expect(shown).not.toHaveProperty('maxUnpaidOrdersPerCustomer');
  });
});
