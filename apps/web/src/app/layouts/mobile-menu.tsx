/**
 * The menu under 768 px (storefront spec §2 header): every link of the header's navigation in a
 * drawer: HOME, All Categories with each category and its subcategories (up to 8, as the
 * mega-menu shows them), Shop By Brands, B2B Enquiry, Track Order, and the cart.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useCategories } from '../../features/catalog/api/get-categories';
import { Logo } from './logo';
import { MEGA_MENU_SUBCATEGORIES } from '../../features/catalog/components/category-menu';
import { HOME_LINK, NAV_LINKS } from './nav-links';

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [seenPath, setSeenPath] = useState(location);
  const { data } = useCategories();
  if (seenPath !== location) {
    setSeenPath(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  const link = 'block rounded-lg px-3 py-2.5 font-semibold text-slate-800 hover:bg-slate-100';
  return (
    <div className="md:hidden">
      <button type="button" aria-label="Open menu" aria-expanded={open} onClick={() => setOpen(true)} className="rounded-lg p-2 text-slate-700 hover:bg-slate-100">
        <MenuIcon className="size-6" />
      </button>
      {open && (
        <div className="fixed inset-0 z-50 flex">
          <button type="button" aria-label="Close menu backdrop" tabIndex={-1} className="absolute inset-0 bg-slate-900/50" onClick={() => setOpen(false)} />
          <nav aria-label="Mobile" className="relative flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl">
            <div className="mb-4 flex items-center justify-between">
              <Logo />
              <button type="button" aria-label="Close menu" onClick={() => setOpen(false)} className="rounded-lg p-2 hover:bg-slate-100">
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
                  <Link to={paths.products({ category: category.name })} className="block rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50">
                    {category.name}
                  </Link>
                  {category.subcategories.length > 0 && (
                    <ul className="mb-1 ml-3">
                      {category.subcategories.slice(0, MEGA_MENU_SUBCATEGORIES).map((sub) => (
                        <li key={sub._id}>
                          <Link to={paths.products({ category: category.name, subcategory: sub.name })} className="block rounded-md px-3 py-1 text-xs text-slate-600 hover:bg-slate-50">
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
      )}
    </div>
  );
}
