/**
 * Store settings routes: the SuperAdmin reads and changes every setting; anyone reads the few
 * the storefront shows (contacts, windows, the legal disclosures) and the policy pages. Declared in
 * settings.contract.ts.
 */
import { settingsContract as calls } from '@shop/domain/settings/settings.contract';
import { publicSettingsOf } from '@shop/domain/settings/store-settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { HTTP_CACHE } from '../../lib/http-cache';
import { success } from '../../lib/reply';
import { updateStoreSettings } from '../../flows/update-settings.flow';
import { getPolicy, getSettings } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = { preHandler: app.requireStaff(['SuperAdmin']) };
  const reference = { config: { cache: HTTP_CACHE.reference } };

  contractRoute(app, calls['GET /admin/settings'], superAdmin, async () =>
    success({ settings: await getSettings(app.db) }),
  );

  contractRoute(app, calls['PATCH /admin/settings'], superAdmin, async (request) =>
    success({ settings: await updateStoreSettings(app.db, request.body, request.staff!) }, 'Settings saved'),
  );

  contractRoute(app, calls['GET /settings/public'], reference, async () =>
    success({ settings: publicSettingsOf(await getSettings(app.db)) }),
  );

  contractRoute(app, calls['GET /policies/:slug'], reference, async (request) =>
    success({ policy: await getPolicy(app.db, request.params.slug) }),
  );
};
