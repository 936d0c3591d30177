/**
 * The footer (storefront spec §2 Footer; issue 30): the spec's links (business enquiries, the
 * coming-soon services, products, brands, reviews, contact, blogs, the seven policies), the
 * newsletter sign-up, the ways to pay, the seller's legal disclosures with the grievance officer
 * (E-Commerce Rules 2020, r.4) and the copyright with the current year.
 */
import { POLICY_PAGES } from '@shop/domain/policies/policy-pages.config';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { LegalDisclosures } from '../../features/policies/components/legal-disclosures';
import { PaymentBadges } from './payment-badges';

const COLUMNS = [
  {
    title: 'Company',
    links: [
      { label: 'B2B Enquiry', to: paths.b2b() },
      { label: 'Manufacturing', to: '/coming-soon?topic=manufacturing' },
      { label: 'Financing', to: '/coming-soon?topic=financing' },
      { label: 'Patents', to: '/coming-soon?topic=patents' },
      { label: 'Reviews', to: `${paths.b2b()}#customer-section` },
      { label: 'Contact Us', to: '/contact' },
      { label: 'Blogs', to: '/blogs' },
    ],
  },
  {
    title: 'Shop',
    links: [
      { label: 'All Products', to: paths.products() },
      { label: 'Shop By Brands', to: paths.shopByBrand() },
      { label: 'Track Order', to: paths.trackOrder() },
      { label: 'My Account', to: paths.profile() },
      { label: 'My Orders', to: paths.profile('orders') },
    ],
  },
  { title: 'Policies', links: POLICY_PAGES.map((page) => ({ label: page.title, to: `/${page.slug}` })) },
];

export function SiteFooter() {
  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2 lg:col-span-2">
          <p className="text-xl font-extrabold text-white">
            Maker<span className="text-brand-500">Shop</span>
          </p>
          <p className="mt-3 max-w-sm text-sm text-slate-400">
            Development boards, sensors, motors and drivers, batteries, 3D printer and drone parts for makers, students
            and businesses across India.
          </p>
          <div className="mt-6 max-w-sm">
            <NewsletterForm />
          </div>
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
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[1fr_auto]">
          <LegalDisclosures tone="dark" />
          <PaymentBadges />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400">
          © {new Date().getFullYear()} {site.name}. All rights reserved. Prices in Indian rupees; GST as shown at
          checkout.
        </p>
      </div>
    </footer>
  );
}
