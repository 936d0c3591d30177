/**
 * The listing's category filter (storefront spec §2 listing "categories (with subcategories)",
 * §4): several categories, and under each chosen one its subcategories. Removing a category
 * drops the chosen subcategories that no longer belong to any chosen category. Names compare
 * without regard to case, as the server does (links may carry a lower-cased subcategory).
 */

export interface CategoryChoice {
  categories: string[];
  subcategories: string[];
}

/** The categories with their subcategories' names, as POST /product/all-categories gives them. */
export type CategoryTree = readonly { name: string; subcategories: readonly { name: string }[] }[];

export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const has = (names: readonly string[], name: string) => names.some((n) => sameName(n, name));

/** Whether the category `name` is chosen. */
export function isCategoryChosen(choice: CategoryChoice, name: string): boolean {
  return has(choice.categories, name);
}

/** Whether the subcategory `name` is chosen. */
export function isSubcategoryChosen(choice: CategoryChoice, name: string): boolean {
  return has(choice.subcategories, name);
}

/** The choice without category `name`, and without its subcategories that no other chosen category has. */
export function withoutCategory(choice: CategoryChoice, name: string, tree: CategoryTree): CategoryChoice {
  const categories = choice.categories.filter((c) => !sameName(c, name));
  const kept = tree.filter((c) => has(categories, c.name)).flatMap((c) => c.subcategories.map((s) => s.name));
  const removed = tree.find((c) => sameName(c.name, name))?.subcategories.map((s) => s.name) ?? [];
  const subcategories = choice.subcategories.filter((s) => !has(removed, s) || has(kept, s));
  return { categories, subcategories };
}

/** The choice with category `name` added, or removed (with its subcategories) when it was chosen. */
export function toggleCategory(choice: CategoryChoice, name: string, tree: CategoryTree): CategoryChoice {
  return isCategoryChosen(choice, name)
    ? withoutCategory(choice, name, tree)
    : { ...choice, categories: [...choice.categories, name] };
}

/** The choice with subcategory `name` added, or removed when it was chosen. */
export function toggleSubcategory(choice: CategoryChoice, name: string): CategoryChoice {
  const subcategories = isSubcategoryChosen(choice, name)
    ? choice.subcategories.filter((s) => !sameName(s, name))
    : [...choice.subcategories, name];
  return { ...choice, subcategories };
}
