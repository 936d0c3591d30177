/**
 * Fixed facts of the web app. Contacts and social profiles are store settings, read from
 * GET /settings/public (lib/settings/get-public-settings.ts).
 */
export const site = {
  name: 'MakerShop',
  copyrightYear: 2024,
} as const;

/** The phone number as a tel: link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;
