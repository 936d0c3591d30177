/**
 * The listing's tabs (storefront spec §2 Product listing): All, Featured, On Sale, Top Rated.
 * In a zod-free file so the listing page does not pull zod into its bundle for a list of names.
 */
export const PRODUCT_TABS = ['all', 'featured', 'on_sale', 'top_rated'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];
