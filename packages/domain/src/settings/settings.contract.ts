/**
 * The store settings calls: the SuperAdmin reads and changes every setting; anyone reads the few
 * the storefront shows (support contacts, social links, shipping and windows, the legal
 * disclosures) and the policy pages, whose figures are those settings (issue 30). Declared once for
 * the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { policyParams } from '../policies/policies.schemas';
import { policyData } from '../policies/policies.responses';
import { publicSettingsData, settingsData, storeSettingsPatch } from './store-settings.schemas';

export const settingsContract = defineContract('settings', {
  'GET /admin/settings': {
    summary: 'All store settings (SuperAdmin)',
    tags: ['admin'],
    reply: settingsData,
    errors: [401, 403],
  },
  'PATCH /admin/settings': {
    summary: 'Change store settings (SuperAdmin); unknown keys are refused',
    tags: ['admin'],
    body: storeSettingsPatch,
    reply: settingsData,
    errors: [400, 401, 403],
  },
  'GET /settings/public': {
    summary: 'What the storefront shows: contacts, social links, shipping, windows',
    reply: publicSettingsData,
    errors: [],
  },
  'GET /policies/:slug': {
    summary:
      'A policy page (terms, privacy, orders and payment, cancellation, shipping, return, warranty) with its figures filled from the settings',
    params: policyParams,
    reply: policyData,
    errors: [400, 404],
  },
});
