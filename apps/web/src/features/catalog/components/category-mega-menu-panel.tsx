/**
 * The All Categories mega-menu's panel (storefront spec §2 header, §9): every category with up to 8
 * of its subcategories, each a link to its listing.
 */
import type { CategoriesData } from '@shop/domain/catalog/product.responses';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Subcategories shown per category (spec §9). */
export const MEGA_MENU_SUBCATEGORIES = 8;

interface CategoryMegaMenuPanelProps {
  open: boolean;
  /** The category tree; the panel stays hidden until it has loaded. */
  categories: CategoriesData | undefined;
  /** Called when a link is followed (the menu closes). */
  onNavigate: () => void;
}

/** The panel, #category-mega-menu, hidden while the menu is shut. */
export function CategoryMegaMenuPanel({ open, categories, onNavigate }: CategoryMegaMenuPanelProps) {
  return (
    <div
      id="category-mega-menu"
      hidden={!open || !categories}
      className="absolute left-0 top-full z-40 w-[min(56rem,calc(100vw-2rem))] rounded-b-xl border border-slate-200 bg-white p-5 text-slate-800 shadow-xl"
    >
      <ul className="grid grid-cols-3 gap-x-6 gap-y-5">
        {(categories?.subcategories ?? []).map((category) => (
          <li key={category._id}>
            <Link
              to={paths.products({ category: category.name })}
              onClick={onNavigate}
              className="font-semibold text-brand-700 hover:underline"
            >
              {category.name}
            </Link>
            <ul className="mt-1.5 space-y-1">
              {category.subcategories.slice(0, MEGA_MENU_SUBCATEGORIES).map((sub) => (
                <li key={sub._id}>
                  <Link
                    to={paths.products({ category: category.name, subcategory: sub.name })}
                    onClick={onNavigate}
                    className="text-sm text-slate-600 hover:text-brand-700"
                  >
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
