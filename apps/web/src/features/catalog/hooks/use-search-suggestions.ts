/**
 * Search suggestions (storefront spec §2 Search, §9): once the text has been still for 500 ms,
 * the server's suggestions, each with the label, kind and link the box shows.
 */
import { MAX_SUGGESTION_QUERY_LENGTH, SEARCH_DEBOUNCE_MS } from '@shop/domain/catalog/search-suggestions.rules';
import { paths } from '../../../config/paths';
import { useSearchSuggestionsQuery, type SearchSuggestion } from '../api/get-search-suggestions';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export interface Suggestion {
  key: string;
  kind: 'Category' | 'Brand' | 'Product';
  label: string;
  detail?: string;
  href: string;
}

/** What the box shows for one of the server's suggestions, and where choosing it leads. */
export function toSuggestion(s: SearchSuggestion): Suggestion {
  switch (s.type) {
    case 'category':
      return { key: `c-${s._id}`, kind: 'Category', label: s.name, href: paths.products({ category: s.name }) };
    case 'subcategory':
      return {
        key: `s-${s._id}`,
        kind: 'Category',
        label: s.name,
        detail: s.category_name,
        href: paths.products({ category: s.category_name, subcategory: s.name }),
      };
    case 'brand':
      return { key: `b-${s._id}`, kind: 'Brand', label: s.name, href: paths.products({ brand: s.name }) };
    case 'product':
      return {
        key: `p-${s._id}`,
        kind: 'Product',
        label: s.product_name,
        detail: s.category_name,
        href: paths.product(s._id),
      };
  }
}

/** The text the server is asked about: trimmed, and no longer than the API takes. */
export function suggestionQueryOf(text: string): string {
  return text.trim().slice(0, MAX_SUGGESTION_QUERY_LENGTH);
}

/**
 * Suggestions for `text` once it has settled. `query` is the text they answer (compare it with
 * the box to know whether they are current); `isLoading` while they are being fetched.
 */
export function useSearchSuggestions(text: string) {
  const query = useDebouncedValue(suggestionQueryOf(text), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useSearchSuggestionsQuery(query);
  return { query, suggestions: query && data ? data.map(toSuggestion) : [], isLoading: isFetching, isError };
}
