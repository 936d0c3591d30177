/** The category landing page's side list (storefront spec §2 "Subcategory pages"): each category with its icon and product count. */
import type { CategoriesData } from '@shop/domain/catalog/product.responses';
import { CategoryIcon } from './category-icon';

interface CategoryNavProps {
  categories: CategoriesData['subcategories'];
  /** The chosen category's id (aria-current). */
  selectedId: string;
  /** Called with a category's name when its button is pressed. */
  onSelect: (name: string) => void;
}

/** The nav, labelled Categories. */
export function CategoryNav({ categories, selectedId, onSelect }: CategoryNavProps) {
  return (
    <nav aria-label="Categories" className="min-w-0">
      <ul className="flex gap-2 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
        {categories.map((category) => {
          const current = category._id === selectedId;
          return (
            <li key={category._id} className="shrink-0">
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(category.name)}
                className={`flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm font-medium transition ${current ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 bg-white text-slate-700 hover:border-brand-400'}`}
              >
                <CategoryIcon slug={category.slug} className="size-5 shrink-0" />
                <span className="whitespace-nowrap">{category.name}</span>
                <span className="ml-auto pl-2 text-xs text-slate-500">{category.product_count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
