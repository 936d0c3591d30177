/** The footer (storefront spec §2 footer): links to the pages that exist, contact details, copyright. */
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site, telHref } from '../../config/site';
import { usePublicSettings } from '../../shared/settings/get-public-settings';

const COLUMNS = [
  {
    title: 'Shop',
    links: [
      { label: 'All Products', to: paths.products() },
      { label: 'Shop By Brands', to: paths.shopByBrand() },
      { label: 'Development Boards', to: paths.products({ category: 'Development Board' }) },
      { label: 'Drone Parts', to: paths.products({ category: 'Drone Parts' }) },
    ],
  },
  {
    title: 'Your Account',
    links: [
      { label: 'My Account', to: paths.profile() },
      { label: 'My Orders', to: paths.profile('orders') },
      { label: 'Cart', to: paths.cart() },
    ],
  },
];

export function SiteFooter() {
  const settings = usePublicSettings();
  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-xl font-extrabold text-white">
            Maker<span className="text-brand-500">Shop</span>
          </p>
          <p className="mt-3 max-w-sm text-sm text-slate-400">
            Development boards, sensors, motors and drivers, batteries, 3D printer and drone parts for makers, students
            and businesses across India.
          </p>
          <ul className="mt-4 space-y-1 text-sm">
            <li>
              <a href={`mailto:${settings.supportEmail}`} className="hover:text-white">
                {settings.supportEmail}
              </a>
            </li>
            <li>
              <a href={telHref(settings.supportPhone)} className="hover:text-white">
                {settings.supportPhone}
              </a>
            </li>
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400">
          © {site.copyrightYear} {site.name}. All rights reserved. Prices in Indian rupees; GST as shown at checkout.
        </p>
      </div>
    </footer>
  );
}
