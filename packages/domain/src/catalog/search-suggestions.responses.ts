/**
 * GET /product/suggestions reply (storefront spec §2 Search): at most 8 suggestions in the order
 * the box shows them, categories (a category, or a subcategory with its category's name), then
 * brands, then at most 4 products.
 */
import { z } from 'zod';

const categorySuggestion = z.object({ type: z.literal('category'), _id: z.string(), name: z.string() });
const subcategorySuggestion = z.object({
  type: z.literal('subcategory'),
  _id: z.string(),
  name: z.string(),
  category_name: z.string(),
});
const brandSuggestion = z.object({ type: z.literal('brand'), _id: z.string(), name: z.string() });
const productSuggestion = z.object({
  type: z.literal('product'),
  _id: z.string(),
  product_name: z.string(),
  SKU: z.string(),
  category_name: z.string(),
  product_image_main: z.string(),
});

export const searchSuggestion = z.discriminatedUnion('type', [
  categorySuggestion,
  subcategorySuggestion,
  brandSuggestion,
  productSuggestion,
]);
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

export const searchSuggestionsData = z.object({ suggestions: z.array(searchSuggestion) });
export type SearchSuggestionsData = z.infer<typeof searchSuggestionsData>;
