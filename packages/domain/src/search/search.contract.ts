/**
 * The search box's call (storefront spec §2 Search, §9; decision 063): suggestions for what the
 * shopper typed. Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { searchSuggestionsData } from '../catalog/search-suggestions.responses';
import { searchSuggestionsQuery } from '../catalog/search-suggestions.schemas';

export const searchContract = defineContract('catalog', {
  'GET /product/suggestions': {
    summary: 'Search box suggestions: categories, brands, then products',
    query: searchSuggestionsQuery,
    reply: searchSuggestionsData,
    errors: [400, 429, 503],
  },
});
