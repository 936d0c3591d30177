/**
 * A listing page's query (storefront spec §2 /product): the filters it names, checked with the
 * listing's own schema, and the one canonical URL a filtered listing has for search engines.
 */
import { productListBody } from '@shop/domain/catalog/product.schemas';

/** Products a listing's ItemList names: the first page's first cards. */
const ITEM_LIST_SIZE = 24;

/** The listing's filters from a query string, or undefined when they do not pass the listing's rules. */
export function listingFilters(query: URLSearchParams) {
  const brands = query.getAll('brand').filter(Boolean);
  const categories = query.getAll('category').filter(Boolean);
  const subcategories = query.getAll('subcategory').filter(Boolean);
  const parsed = productListBody.safeParse({
    pageNum: 1,
    pageSize: ITEM_LIST_SIZE,
    filters: {
      search: query.get('search') || undefined,
      category_name: categories.length > 1 ? categories : categories[0],
      sub_category_name: subcategories.length > 1 ? subcategories : subcategories[0],
      brand_name: brands.length > 0 ? brands : undefined,
    },
  });
  return parsed.success ? parsed.data : undefined;
}

const FILTER_KEYS = new Set(['search', 'category', 'subcategory', 'brand']);
/** Whether the query holds only filters (no tab, sort, price or page). */
export const onlyFilters = (query: URLSearchParams) => [...query.keys()].every((key) => FILTER_KEYS.has(key));

/** The one name a filter holds, or undefined when it holds none or several. */
function single(value: string | string[] | undefined): string | undefined {
  const names = [value ?? []].flat();
  return names.length === 1 ? names[0] : undefined;
}

/** The canonical query of a listing: one category, one subcategory and one brand, in a fixed order. */
export function canonicalListingPath(filters: NonNullable<ReturnType<typeof listingFilters>>['filters']): string {
  const params = new URLSearchParams();
  const category = single(filters.category_name);
  const subcategory = single(filters.sub_category_name);
  if (category) params.set('category', category);
  if (subcategory) params.set('subcategory', subcategory);
  const brands = [filters.brand_name ?? []].flat();
  if (brands.length === 1 && brands[0]) params.set('brand', brands[0]);
  const qs = params.toString();
  return qs ? `/product?${qs}` : '/product';
}
