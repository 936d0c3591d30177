/**
 * The menu under 768 px (storefront spec §2 header): every link of the header's navigation in a
 * drawer: HOME, All Categories with each category and its subcategories (up to 8, as the
 * mega-menu shows them), Shop By Brands, B2B Enquiry, Track Order, and the cart.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../components/ui/icons';

// The drawer's code loads when the menu is first opened.
const MobileMenuDrawer = lazy(async () => ({ default: (await import('./mobile-menu-drawer')).MobileMenuDrawer }));

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [seenPath, setSeenPath] = useState(location);
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
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon className="size-6" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
