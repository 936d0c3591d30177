/**
 * Store settings routes: the SuperAdmin reads and changes every setting; anyone reads the few
 * the storefront shows (support contacts, social links, shipping and windows).
 */
import { responses } from '@shop/domain/api/envelope';
import {
  publicSettingsData,
  publicSettingsOf,
  settingsData,
  storeSettingsPatch,
} from '@shop/domain/settings/store-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { updateStoreSettings } from '../../flows/update-settings';
import { getSettings } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = app.requireStaff(['SuperAdmin']);

  app.get(
    '/admin/settings',
    {
      schema: {
        tags: ['admin', 'settings'],
        summary: 'All store settings (SuperAdmin)',
        response: responses(settingsData, [401, 403]),
      },
      preHandler: superAdmin,
    },
    async () => success({ settings: await getSettings(app.db) }),
  );

  app.patch(
    '/admin/settings',
    {
      schema: {
        tags: ['admin', 'settings'],
        summary: 'Change store settings (SuperAdmin); unknown keys are refused',
        body: storeSettingsPatch,
        response: responses(settingsData, [400, 401, 403]),
      },
      preHandler: superAdmin,
    },
    async (request) =>
      success({ settings: await updateStoreSettings(app.db, request.body, request.staff!) }, 'Settings saved'),
  );

  app.get(
    '/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'What the storefront shows: contacts, social links, shipping, windows',
        response: responses(publicSettingsData, []),
      },
    },
    async () => success({ settings: publicSettingsOf(await getSettings(app.db)) }),
  );
};
