/**
 * Wholesale & Bulk Management's list state (admin spec §2): the tab, the search (sent 300 ms after
 * the last key), the page, the catalogue's page from the server, and every wholesale product,
 * searched here. A new search or tab goes back to page 1.
 */
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useCatalogProducts } from '../api/list-catalog-products';
import { useWholesaleProducts } from '../api/list-wholesale-products';
import type { WholesaleTab } from '../components/wholesale-tabs';

const matches = (term: string, ...fields: string[]) => fields.some((f) => f.toLowerCase().includes(term.toLowerCase()));

/** Gives the tab, search and page with their handlers, both queries, the wholesale entries by product, those the search found, the tab's query and its total. */
export function useWholesaleListing() {
  const [tab, setTab] = useState<WholesaleTab>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), 300);
  const wholesale = useWholesaleProducts();
  const catalog = useCatalogProducts(tab === 'all' ? page : 1, term);

  const entries = wholesale.data?.products;
  const byProduct = useMemo(() => new Map((entries ?? []).map((w) => [w.product_id._id, w])), [entries]);
  const found = useMemo(
    () =>
      (entries ?? []).filter(
        (w) =>
          !term ||
          matches(
            term,
            w.product_id.product_name,
            w.product_id.SKU,
            w.product_id.brand_name,
            w.product_id.category_name,
          ),
      ),
    [entries, term],
  );
  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const onTab = (next: WholesaleTab) => {
    setTab(next);
    setPage(1);
  };

  const query = tab === 'all' ? catalog : wholesale;
  const total = tab === 'all' ? (catalog.data?.productCount ?? 0) : found.length;
  return { tab, onTab, search, onSearch, page, setPage, term, catalog, entries, byProduct, found, query, total };
}
