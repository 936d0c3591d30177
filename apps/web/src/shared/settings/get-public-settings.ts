/**
 * The shop facts the storefront shows (support contacts, social links, shipping, windows, the
 * legal disclosures):
 * GET /settings/public. Until the server answers, the defaults stand in, so the header and
 * footer never flash empty; social links appear only once the server names them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STORE_FACT_DEFAULTS as STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import type { PublicStoreSettings } from '@shop/domain/settings/store-settings.schemas';
import { api } from '../../lib/api-client';

export async function getPublicSettings(): Promise<PublicStoreSettings> {
  const data = await api.call('GET /settings/public');
  return data.settings;
}

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'public'], queryFn: getPublicSettings, staleTime: 10 * 60_000 });

const PLACEHOLDER: PublicStoreSettings = {
  shopName: STORE_SETTINGS_DEFAULTS.shopName,
  sellerName: STORE_SETTINGS_DEFAULTS.sellerLegalName,
  supportEmail: STORE_SETTINGS_DEFAULTS.supportEmail,
  supportPhone: STORE_SETTINGS_DEFAULTS.supportPhone,
  supportHours: STORE_SETTINGS_DEFAULTS.supportHours,
  socialLinks: {},
  freeShippingThresholdRupees: STORE_SETTINGS_DEFAULTS.freeShippingThresholdRupees,
  standardShippingRupees: STORE_SETTINGS_DEFAULTS.standardShippingRupees,
  cancelWindowHours: STORE_SETTINGS_DEFAULTS.cancelWindowHours,
  returnWindowDays: STORE_SETTINGS_DEFAULTS.returnWindowDays,
  expectedDeliveryDays: STORE_SETTINGS_DEFAULTS.expectedDeliveryDays,
  sellerAddress: STORE_SETTINGS_DEFAULTS.sellerAddress,
  sellerGstin: STORE_SETTINGS_DEFAULTS.sellerGstin,
  grievanceOfficerName: STORE_SETTINGS_DEFAULTS.grievanceOfficerName,
  grievanceOfficerDesignation: STORE_SETTINGS_DEFAULTS.grievanceOfficerDesignation,
  grievanceOfficerEmail: STORE_SETTINGS_DEFAULTS.grievanceOfficerEmail,
  grievanceOfficerPhone: STORE_SETTINGS_DEFAULTS.grievanceOfficerPhone,
};

/** The public store settings; the defaults while loading or when the call fails. */
export function usePublicSettings(): PublicStoreSettings {
  return useQuery(publicSettingsQueryOptions()).data ?? PLACEHOLDER;
}

const SOCIAL_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
} as const;

/** The social profiles the shop set, in a fixed order, as { name, href }. */
export function socialLinksOf(settings: PublicStoreSettings): { name: string; href: string }[] {
  return (Object.keys(SOCIAL_NAMES) as (keyof typeof SOCIAL_NAMES)[]).flatMap((key) => {
    const href = settings.socialLinks[key];
    return href?.startsWith('https://') ? [{ name: SOCIAL_NAMES[key], href }] : [];
  });
}
