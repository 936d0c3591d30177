/** GET /product/suggestions: the search box's text (storefront spec §2 Search). */
import { z } from 'zod';
import { text } from '../validation/text.schemas';
import { MAX_SUGGESTION_QUERY_LENGTH } from './search-suggestions.rules';

export const SUGGESTION_QUERY_REQUIRED = 'Type something to get suggestions';

export const searchSuggestionsQuery = z.strictObject({
  q: text({
    max: MAX_SUGGESTION_QUERY_LENGTH,
    error: SUGGESTION_QUERY_REQUIRED,
    tooLong: `Search text must be at most ${MAX_SUGGESTION_QUERY_LENGTH} characters`,
  })
    .trim()
    .min(1, { error: SUGGESTION_QUERY_REQUIRED }),
});
export type SearchSuggestionsQuery = z.infer<typeof searchSuggestionsQuery>;
