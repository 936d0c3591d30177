import { describe, expect, it } from 'vitest';
import { socialLinksOf } from './get-public-settings';

const settings = (socialLinks: Record<string, string>) => ({
  shopName: 'MakerShop',
  sellerName: 'MakerShop',
  supportEmail: 'support@makershop.in',
  supportPhone: '+91 120 4567 890',
  supportHours: 'Mon–Sat, 10:00–18:00 IST',
  socialLinks,
  freeShippingThresholdRupees: 0,
  standardShippingRupees: 0,
  cancelWindowHours: 24,
  returnWindowDays: 7,
  expectedDeliveryDays: 4,
  sellerAddress: 'B-12, Sector 63, Noida',
  sellerGstin: '',
  grievanceOfficerName: 'Anita Sharma',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceOfficerEmail: 'grievance@makershop.in',
  grievanceOfficerPhone: '+91 120 4567 891',
});

describe('socialLinksOf', () => {
  it('shows the profiles the shop set, in a fixed order, and nothing it did not', () => {
    expect(
      socialLinksOf(
        settings({ youtube: 'https://youtube.com/@makershop', facebook: 'https://facebook.com/makershop' }),
      ),
    ).toEqual([
      { name: 'Facebook', href: 'https://facebook.com/makershop' },
      { name: 'YouTube', href: 'https://youtube.com/@makershop' },
    ]);
    expect(socialLinksOf(settings({}))).toEqual([]);
  });

  it('drops a link that is not https', () => {
    expect(socialLinksOf(settings({ instagram: 'javascript:alert(1)' }))).toEqual([]);
  });
});
