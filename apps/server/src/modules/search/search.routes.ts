/** Search routes (storefront spec §2 Search, §9; docs/decisions/063), declared in search.contract.ts. Thin: validate, ask the search index, reply. */
import { searchContract as calls } from '@shop/domain/search/search.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { HTTP_CACHE } from '../../lib/http-cache';
import { success } from '../../lib/reply';
import { defaultSearchIndex } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, calls['GET /product/suggestions'], { config: { cache: HTTP_CACHE.listing } }, async (request) =>
    success({
      suggestions: await app.catalogAdmission.run(() =>
        app.catalogReads.variable((db) => defaultSearchIndex.suggest(db, request.query.q)),
      ),
    }),
  );
};
