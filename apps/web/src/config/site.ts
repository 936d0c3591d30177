/** The shop's contact details and social profiles, shown in the header's top bar and the footer (storefront spec §2). */
export const site = {
  name: 'MakerShop',
  supportEmail: 'support@makershop.in',
  supportPhone: '+91 120 4567 890',
  /** Profile links: keep these pointing at the shop's own pages. */
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/makershop.in' },
    { name: 'Instagram', href: 'https://www.instagram.com/makershop.in' },
    { name: 'YouTube', href: 'https://www.youtube.com/@makershop.in' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/makershop-in' },
  ],
  copyrightYear: 2024,
} as const;

/** The phone number as a tel: link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;
