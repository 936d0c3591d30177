/**
 * Search suggestions (storefront spec §2 Search, §9): after 500 ms without typing, categories
 * first, then brands, then up to 4 products; at most 8 in all.
 */
import { paths } from '../../../config/paths';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 500;
const MAX_SUGGESTIONS = 8;
const MAX_PRODUCT_SUGGESTIONS = 4;

export interface Suggestion {
  key: string;
  kind: 'Category' | 'Brand' | 'Product';
  label: string;
  detail?: string;
  href: string;
}

/** Suggestions for `text` once it has settled; `isLoading` while products are being fetched. */
export function useSearchSuggestions(text: string) {
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const lower = query.toLowerCase();
  const categories = useCategories();
  const products = useProducts(
    { pageNum: 1, pageSize: MAX_PRODUCT_SUGGESTIONS, filters: { search: query } },
    { enabled: query.length > 0 },
  );
  if (!lower) return { query, suggestions: [] as Suggestion[], isLoading: false };

  const matches = (name: string) => name.toLowerCase().includes(lower);
  const categorySuggestions: Suggestion[] = (categories.data?.subcategories ?? []).flatMap((category) => [
    ...(matches(category.name) ? [{ key: `c-${category._id}`, kind: 'Category' as const, label: category.name, href: paths.products({ category: category.name }) }] : []),
    ...category.subcategories.filter((sub) => matches(sub.name)).map((sub) => ({
      key: `s-${sub._id}`,
      kind: 'Category' as const,
      label: sub.name,
      detail: category.name,
      href: paths.products({ category: category.name, subcategory: sub.name }),
    })),
  ]);
  const brandSuggestions: Suggestion[] = (categories.data?.brands ?? [])
    .filter((brand) => matches(brand.name))
    .map((brand) => ({ key: `b-${brand._id}`, kind: 'Brand', label: brand.name, href: paths.products({ brand: brand.name }) }));
  const productSuggestions: Suggestion[] = (products.isPlaceholderData ? [] : (products.data?.productList ?? []))
    .slice(0, MAX_PRODUCT_SUGGESTIONS)
    .map((product) => ({ key: `p-${product._id}`, kind: 'Product', label: product.product_name, detail: product.category_name, href: paths.product(product._id) }));

  return {
    query,
    suggestions: [...categorySuggestions, ...brandSuggestions, ...productSuggestions].slice(0, MAX_SUGGESTIONS),
    isLoading: products.isFetching,
  };
}
