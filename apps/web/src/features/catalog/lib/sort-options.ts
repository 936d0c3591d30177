/** Listing sort choices and the sort_by / sort_order each sends (storefront spec §7 filters). */
import type { ProductFilters } from '../api/get-products';

export interface SortOption {
  key: string;
  label: string;
  filters: Pick<ProductFilters, 'sort_by' | 'sort_order'>;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { key: 'relevance', label: 'Relevance', filters: {} },
  { key: 'price-asc', label: 'Price: Low to High', filters: { sort_by: 'price', sort_order: 'asc' } },
  { key: 'price-desc', label: 'Price: High to Low', filters: { sort_by: 'price', sort_order: 'desc' } },
  { key: 'newest', label: 'Newest First', filters: { sort_by: 'created_at', sort_order: 'desc' } },
  { key: 'discount', label: 'Biggest Discount', filters: { sort_by: 'discount', sort_order: 'desc' } },
  { key: 'rating', label: 'Customer Rating', filters: { sort_by: 'review_stars', sort_order: 'desc' } },
  { key: 'name', label: 'Name: A to Z', filters: { sort_by: 'name', sort_order: 'asc' } },
];

export function sortOptionOf(key: string | null): SortOption {
  return SORT_OPTIONS.find((option) => option.key === key) ?? (SORT_OPTIONS[0] as SortOption);
}
