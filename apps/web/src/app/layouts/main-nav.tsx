/** The desktop navigation bar: HOME, All Categories (with its mega-menu), Shop By Brands, B2B Enquiry, Track Order (storefront spec §2 header). */
import { NavLink } from 'react-router';
import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { HOME_LINK, NAV_LINKS } from './nav-links';

const linkClass = 'block px-4 py-3 text-sm font-semibold tracking-wide text-white/90 hover:text-white';
const navLinkClass = ({ isActive }: { isActive: boolean }) => `${linkClass} ${isActive ? 'bg-brand-800' : ''}`;

export function MainNav() {
  return (
    <nav aria-label="Main" className="hidden bg-brand-700 md:block">
      <div className="mx-auto flex max-w-7xl items-center px-2">
        <NavLink to={HOME_LINK.to} end className={navLinkClass}>
          {HOME_LINK.label}
        </NavLink>
        <CategoryMenu linkClassName={linkClass} />
        {NAV_LINKS.map((link) => (
          <NavLink key={link.label} to={link.to} className={navLinkClass}>
            {link.label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
