/** The shop's contact details and social profiles, shown in the header's top bar and the footer (storefront spec §2). */
export const site = {
  name: 'MakerShop',
  supportEmail: 'support@makershop.in',
  supportPhone: '+91 120 4567 890',
  /**
   * The shop's social profiles, set at build time (VITE_FACEBOOK_URL, VITE_INSTAGRAM_URL,
   * VITE_YOUTUBE_URL, VITE_LINKEDIN_URL). A profile that is not set is not shown: a guessed
   * address could send shoppers to somebody else's page.
   */
  social: [
    { name: 'Facebook', href: import.meta.env.VITE_FACEBOOK_URL },
    { name: 'Instagram', href: import.meta.env.VITE_INSTAGRAM_URL },
    { name: 'YouTube', href: import.meta.env.VITE_YOUTUBE_URL },
    { name: 'LinkedIn', href: import.meta.env.VITE_LINKEDIN_URL },
  ].filter((link): link is { name: string; href: string } => typeof link.href === 'string' && link.href.startsWith('https://')),
  copyrightYear: 2024,
} as const;

/** The phone number as a tel: link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;
