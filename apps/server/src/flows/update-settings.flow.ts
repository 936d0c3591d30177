/**
 * PATCH /admin/settings across the settings and catalog modules: the hero's product must exist
 * (catalog), then the patch is applied and audited (settings). Settings sit below the catalogue,
 * which reads them, so the check that needs both is made here (issue 28, docs/architecture.md).
 */
import type { Db } from '../db/client';
import { checkHeroProduct } from '../modules/catalog/home-picks.service';
import type { StaffSession } from '../modules/sessions/sessions.service';
import { updateSettings, type StoreSettings } from '../modules/settings/settings.service';
import type { StoreSettingsPatch } from '@shop/domain/settings/store-settings.schemas';

/** Applies `patch` for `staff`; the settings as they stand after. VALIDATION as checkHeroProduct and updateSettings. */
export async function updateStoreSettings(
  db: Db,
  patch: StoreSettingsPatch,
  staff: Pick<StaffSession, 'id'>,
): Promise<StoreSettings> {
  await checkHeroProduct(db, patch.heroFeaturedProductId);
  return updateSettings(db, patch, staff);
}
