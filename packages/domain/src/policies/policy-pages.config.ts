/**
 * The seven policy pages (storefront spec §2 route table, §9 policy content; issue 30): their
 * addresses, titles and the store setting that holds each one's text. Zod-free, so the footer and
 * the router can list them without bundling the settings schema (STYLE.md habit 14).
 */

/** The store setting of each policy's text (store-settings.schemas.ts). */
export type PolicyTextKey =
  | 'policyTerms'
  | 'policyPrivacy'
  | 'policyOrdersPayment'
  | 'policyCancellation'
  | 'policyShipping'
  | 'policyReturn'
  | 'policyWarranty';

export interface PolicyPage {
  /** The page's address without the leading slash: /{slug}. */
  slug: string;
  title: string;
  key: PolicyTextKey;
}

/** In the footer's order. */
export const POLICY_PAGES = [
  { slug: 'terms-and-conditions', title: 'Terms and Conditions', key: 'policyTerms' },
  { slug: 'privacy-policy', title: 'Privacy Policy', key: 'policyPrivacy' },
  { slug: 'orders-and-payment-policy', title: 'Orders and Payment Policy', key: 'policyOrdersPayment' },
  { slug: 'cancellation-policy', title: 'Cancellation Policy', key: 'policyCancellation' },
  { slug: 'shipping-policy', title: 'Shipping Policy', key: 'policyShipping' },
  { slug: 'return-policy', title: 'Return and Refund Policy', key: 'policyReturn' },
  { slug: 'warranty-policy', title: 'Warranty Policy', key: 'policyWarranty' },
] as const satisfies readonly PolicyPage[];

export type PolicySlug = (typeof POLICY_PAGES)[number]['slug'];
export const POLICY_SLUGS = POLICY_PAGES.map((page) => page.slug) as [PolicySlug, ...PolicySlug[]];

/** The spec's short addresses (§2 "Also linked: /terms and /privacy"): the same page as the long one. */
export const POLICY_ALIASES: Record<string, PolicySlug> = {
  terms: 'terms-and-conditions',
  privacy: 'privacy-policy',
};

/** The policy page an address names (a slug or an alias), or undefined. */
export function policyPageOf(slugOrAlias: string): PolicyPage | undefined {
  const slug = POLICY_ALIASES[slugOrAlias] ?? slugOrAlias;
  return POLICY_PAGES.find((page) => page.slug === slug);
}

/** The page that lists the shop's legal identity and grievance officer (E-Commerce Rules 2020, r.4). */
export const LEGAL_DISCLOSURES_ANCHOR = 'grievance-officer';
