/** The desktop navigation bar: HOME, All Categories (with its menu), Shop By Brands, Track Order (storefront spec §2 header). */
import { NavLink } from 'react-router';
import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { NAV_LINKS } from './nav-links';

const linkClass = 'block px-4 py-3 text-sm font-semibold tracking-wide text-white/90 hover:text-white';

export function MainNav() {
  const [home, ...rest] = NAV_LINKS;
  return (
    <nav aria-label="Main" className="hidden bg-brand-700 md:block">
      <div className="mx-auto flex max-w-7xl items-center px-2">
        <NavLink to={home.to} end className={({ isActive }) => `${linkClass} ${isActive ? 'bg-brand-800' : ''}`}>
          {home.label}
        </NavLink>
        <CategoryMenu linkClassName={linkClass} />
        {rest.map((link) => (
          <NavLink key={link.label} to={link.to} className={({ isActive }) => `${linkClass} ${isActive ? 'bg-brand-800' : ''}`}>
            {link.label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
