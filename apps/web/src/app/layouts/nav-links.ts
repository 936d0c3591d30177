/**
 * The header's navigation (storefront spec §2 header). B2B Enquiry is left out until its page is
 * built; Track Order opens the customer's orders, where each order shows its status and tracking.
 */
import { paths } from '../../config/paths';

export const NAV_LINKS = [
  { label: 'HOME', to: paths.home(), end: true },
  { label: 'Shop By Brands', to: paths.shopByBrand(), end: false },
  { label: 'Track Order', to: paths.profile('orders'), end: false },
] as const;
