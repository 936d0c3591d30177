/**
 * Store settings (decision 012): the one way the server reads a shop fact. Defaults from
 * packages/domain are merged under what staff stored; each stored value is checked against the
 * current schema, and one that no longer passes (a bound tightened since) falls back to its
 * default instead of breaking every order. Reads are cached in-process for a few seconds per
 * database; a change drops the cache of this process (others see it within CACHE_MS).
 */
import { sellerGstinProblem } from '@shop/domain/settings/seller-identity.rules';
import {
  storeSettingsSchema,
  type StoreSettings,
  type StoreSettingsPatch,
} from '@shop/domain/settings/store-settings.schemas';
import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { findIndianState } from '@shop/domain/tax/gst-states.rules';
import { policyPageOf } from '@shop/domain/policies/policy-pages.config';
import { fillPolicyText } from '@shop/domain/policies/policy-text.rules';
import { policyValuesOf } from '@shop/domain/policies/policy-values.rules';
import { POLICY_NOT_FOUND } from '@shop/domain/policies/policies.schemas';
import type { PolicyData } from '@shop/domain/policies/policies.responses';
import type { Db, DbOrTx } from '../../db/client';
import type { StaffSession } from '../sessions/sessions.service';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import * as repo from './settings.repository';

export type { StoreSettings } from '@shop/domain/settings/store-settings.schemas';

/** How long a read is reused, in milliseconds. */
const CACHE_MS = 5_000;
let cache = new WeakMap<object, { settings: StoreSettings; expiresAt: number }>();
/** Settings changes made by this process (settingsVersion). */
let changes = 0;

/** How many times this process changed the settings: pages built while it was the same number are still current (docs/decisions/030). */
export function settingsVersion(): number {
  return changes;
}

function mergeOverDefaults(stored: Record<string, unknown>): StoreSettings {
  const merged: Record<string, unknown> = { ...STORE_SETTINGS_DEFAULTS };
  for (const [key, field] of Object.entries(storeSettingsSchema.shape)) {
    if (!(key in stored)) continue;
    const parsed = field.safeParse(stored[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as StoreSettings;
}

/**
 * The store settings: defaults merged with what staff changed. Inside a transaction (`db` a Tx)
 * it reads the row afresh, so a rule checked in that transaction sees the committed value.
 */
export async function getSettings(db: DbOrTx): Promise<StoreSettings> {
  const hit = cache.get(db);
  if (hit && hit.expiresAt > performance.now()) return hit.settings;
  const settings = mergeOverDefaults(await repo.readStored(db));
  cache.set(db, { settings, expiresAt: performance.now() + CACHE_MS });
  return settings;
}

/** The refusal of a hero product id that names no product (catalog's checkHeroProduct says it). */
export const NO_SUCH_PRODUCT = 'No product has this id';

/**
 * The patch with the seller state in its official spelling, once the settings it leaves behind
 * hold a seller GSTIN of the seller state (or none): 400 VALIDATION on sellerGstin otherwise, as
 * the GSTIN goes on every tax invoice. The schema has already checked each value on its own.
 */
function checkSellerIdentity(current: StoreSettings, patch: StoreSettingsPatch): StoreSettingsPatch {
  const state = patch.sellerState === undefined ? undefined : findIndianState(patch.sellerState)?.name;
  const next = { ...current, ...patch, ...(state ? { sellerState: state } : {}) };
  const problem = sellerGstinProblem(next.sellerGstin, next.sellerState);
  if (problem) throw new AppError('VALIDATION', problem, [{ path: 'sellerGstin', message: problem }]);
  return state ? { ...patch, sellerState: state } : patch;
}

/**
 * Applies a validated patch (PATCH /admin/settings; `socialLinks` is replaced whole) and returns
 * the settings as they stand afterwards, auditing the values that changed in the same
 * transaction (decision 034). Serialised by a row lock; drops the cache. VALIDATION when the
 * seller GSTIN would not be of the seller state (checkSellerIdentity); nothing is saved then.
 * The hero product's existence is the catalog's to check, before this (flows/update-settings.flow.ts).
 */
export async function updateSettings(
  db: Db,
  patch: StoreSettingsPatch,
  staff: Pick<StaffSession, 'id'>,
): Promise<StoreSettings> {
  const settings = await db.transaction(async (tx) => {
    const stored = await repo.lockStored(tx);
    const before = mergeOverDefaults(stored);
    const checked = checkSellerIdentity(before, patch);
    const next = { ...stored, ...checked };
    await repo.writeStored(tx, next, staff.id);
    const changed = Object.keys(checked).filter(
      (key) =>
        JSON.stringify(before[key as keyof StoreSettings]) !== JSON.stringify(checked[key as keyof StoreSettingsPatch]),
    );
    if (changed.length > 0) {
      const pick = (values: Record<string, unknown>) =>
        Object.fromEntries(changed.map((key) => [key, values[key] ?? null]));
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'settings.update',
        entity: 'settings',
        entityId: 'store',
        before: pick(before),
        after: pick(checked),
      });
    }
    return mergeOverDefaults(next);
  });
  cache = new WeakMap();
  changes += 1;
  return settings;
}

/**
 * GET /policies/{slug}: the policy page `slugOrAlias` names (its long slug, or /terms, /privacy)
 * with its placeholders filled from the current settings, the same values the rules read.
 * NOT_FOUND 'Policy not found' for any other slug.
 */
export async function getPolicy(db: DbOrTx, slugOrAlias: string): Promise<PolicyData['policy']> {
  const page = policyPageOf(slugOrAlias);
  if (!page) throw new AppError('NOT_FOUND', POLICY_NOT_FOUND);
  const settings = await getSettings(db);
  return { slug: page.slug, title: page.title, text: fillPolicyText(settings[page.key], policyValuesOf(settings)) };
}
