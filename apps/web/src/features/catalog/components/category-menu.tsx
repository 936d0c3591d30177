/**
 * The All Categories mega-menu of the header (storefront spec §2 header, §4, §9): every category
 * with up to 8 of its subcategories. It opens when the pointer enters it or the keyboard focuses
 * it (or its button is pressed), and closes 5 s after the pointer leaves, at once when focus
 * leaves it, on Escape (focus goes back to the All Categories link) or on a click outside.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useDismiss } from '../../../lib/use-dismiss';
import { useCategories } from '../api/get-categories';
import { CategoryMegaMenuPanel, MEGA_MENU_SUBCATEGORIES } from './category-mega-menu-panel';

export { MEGA_MENU_SUBCATEGORIES };
/** Milliseconds the menu stays open after the pointer leaves it (spec §4, §9: 5 s). */
export const MEGA_MENU_CLOSE_DELAY_MS = 5_000;

/** The menu: the All Categories link, its toggle button and the panel. */
export function CategoryMenu({ linkClassName }: { linkClassName: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  /** After Escape, focus returns to the link without opening the menu again. */
  const escaped = useRef(false);
  const { data } = useCategories();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);
  const dismiss = useCallback(() => {
    close();
    if (rootRef.current?.contains(document.activeElement)) {
      escaped.current = true;
      triggerRef.current?.focus();
    }
  }, [close]);
  useDismiss(rootRef, open, dismiss);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={show}
      onMouseLeave={() => {
        cancelClose();
        closeTimer.current = window.setTimeout(close, MEGA_MENU_CLOSE_DELAY_MS);
      }}
      onFocus={() => {
        if (!escaped.current) show();
      }}
      onBlur={(event) => {
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
        escaped.current = false;
        close();
      }}
    >
      <div className="flex items-center">
        <Link ref={triggerRef} to={paths.products()} className={linkClassName} onClick={close}>
          All Categories
        </Link>
        <button
          type="button"
          aria-label="Show categories"
          aria-expanded={open}
          aria-controls="category-mega-menu"
          onClick={(event) => {
            escaped.current = false;
            // A pointer has opened the menu already by hovering: its click keeps it open. Keys toggle it.
            if (event.detail === 0) setOpen((o) => !o);
            else show();
          }}
          className="-ml-2 p-1 text-white/80 hover:text-white"
        >
          <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <CategoryMegaMenuPanel open={open} categories={data} onNavigate={close} />
    </div>
  );
}
