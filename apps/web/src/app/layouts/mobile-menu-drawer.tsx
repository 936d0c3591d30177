/** The mobile menu's drawer (mobile-menu.tsx): every link of the header's navigation. */
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useCategories } from '../../features/catalog/api/get-categories';
import { MEGA_MENU_SUBCATEGORIES } from '../../features/catalog/components/category-menu';
import { Logo } from './logo';
import { HOME_LINK, NAV_LINKS } from './nav-links';

const link = 'block rounded-lg px-3 py-2.5 font-semibold text-slate-800 hover:bg-slate-100';

/** `onClose` closes the drawer (its close button and the backdrop). */
export function MobileMenuDrawer({ onClose }: { onClose: () => void }) {
  const { data } = useCategories();
  return (
    <div className="fixed inset-0 z-50 flex">
      <button
        type="button"
        aria-label="Close menu backdrop"
        tabIndex={-1}
        className="absolute inset-0 bg-slate-900/50"
        onClick={onClose}
      />
      <nav
        aria-label="Mobile"
        className="relative flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl"
      >
        <div className="mb-4 flex items-center justify-between">
          <Logo />
          <button type="button" aria-label="Close menu" onClick={onClose} className="rounded-lg p-2 hover:bg-slate-100">
            <CloseIcon />
          </button>
        </div>
        <Link to={HOME_LINK.to} className={link}>
          {HOME_LINK.label}
        </Link>
        <Link to={paths.products()} className={link}>
          All Categories
        </Link>
        <ul className="mb-2 ml-3 border-l border-slate-200 pl-2">
          {(data?.subcategories ?? []).map((category) => (
            <li key={category._id}>
              <Link
                to={paths.products({ category: category.name })}
                className="block rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
              >
                {category.name}
              </Link>
              {category.subcategories.length > 0 && (
                <ul className="mb-1 ml-3">
                  {category.subcategories.slice(0, MEGA_MENU_SUBCATEGORIES).map((sub) => (
                    <li key={sub._id}>
                      <Link
                        to={paths.products({ category: category.name, subcategory: sub.name })}
                        className="block rounded-md px-3 py-1 text-xs text-slate-600 hover:bg-slate-50"
                      >
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {NAV_LINKS.map((item) => (
          <Link key={item.label} to={item.to} className={link}>
            {item.label}
          </Link>
        ))}
        <Link to={paths.cart()} className={link}>
          Cart
        </Link>
      </nav>
    </div>
  );
}
