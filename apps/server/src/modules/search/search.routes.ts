/** Search routes (storefront spec §2 Search, §9; docs/decisions/063). Thin: validate, ask the search index, reply. */
import { responses } from '@shop/domain/api/envelope';
import { searchSuggestionsData } from '@shop/domain/catalog/search-suggestions.responses';
import { searchSuggestionsQuery } from '@shop/domain/catalog/search-suggestions.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { defaultSearchIndex } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search box suggestions: categories, brands, then products',
        querystring: searchSuggestionsQuery,
        response: responses(searchSuggestionsData, [400, 429]),
      },
    },
    async (request) => success({ suggestions: await defaultSearchIndex.suggest(app.db, request.query.q) }),
  );
};
