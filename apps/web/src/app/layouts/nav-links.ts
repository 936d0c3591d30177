/**
 * The header's navigation after All Categories (storefront spec §2 header), shared by the desktop
 * bar and the mobile menu. B2B Enquiry leads to /b2bpage, the business enquiry page (issue 30). Track Order (/track-order)
 * opens the tracking page: by order id and e-mail or phone for anyone, My Orders when signed in.
 */
import { paths } from '../../config/paths';

export const HOME_LINK = { label: 'HOME', to: paths.home() } as const;

export const NAV_LINKS = [
  { label: 'Shop By Brands', to: paths.shopByBrand() },
  { label: 'B2B Enquiry', to: paths.b2b() },
  { label: 'Track Order', to: paths.trackOrder() },
] as const;
