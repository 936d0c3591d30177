/**
 * The listing's category choices (storefront spec §2 listing, §4): each category with its count;
 * a chosen category shows its subcategories, and unchoosing it drops them.
 */
import type { CategoriesData } from '@shop/domain/catalog/product.responses';
import type { ListingParams, ListingPatch } from '../hooks/use-listing-params';
import { isCategoryChosen, isSubcategoryChosen, toggleCategory, toggleSubcategory } from '../lib/category-filter';
import { Choice } from './filter-choice';

interface CategoryChoicesProps {
  params: ListingParams;
  categories: CategoriesData['subcategories'];
  onChange: (patch: ListingPatch) => void;
}

/** The choices, one block per category. */
export function CategoryChoices({ params, categories, onChange }: CategoryChoicesProps) {
  return (
    <>
      {categories.map((category) => {
        const chosen = isCategoryChosen(params, category.name);
        return (
          <div key={category._id}>
            <Choice
              type="checkbox"
              name="category"
              checked={chosen}
              onChange={() => onChange(toggleCategory(params, category.name, categories))}
              label={category.name}
              count={category.product_count}
            />
            {chosen && category.subcategories.length > 0 && (
              <fieldset className="mb-1 ml-6 border-l border-slate-200 pl-2">
                <legend className="sr-only">{category.name} subcategories</legend>
                {category.subcategories.map((sub) => (
                  <Choice
                    key={sub._id}
                    type="checkbox"
                    name="subcategory"
                    checked={isSubcategoryChosen(params, sub.name)}
                    onChange={() => onChange(toggleSubcategory(params, sub.name))}
                    label={sub.name}
                    count={sub.product_count}
                  />
                ))}
              </fieldset>
            )}
          </div>
        );
      })}
    </>
  );
}
