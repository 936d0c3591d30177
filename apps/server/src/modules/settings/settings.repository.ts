/** Store settings queries (Drizzle only, no rules). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { STORE_SETTINGS_ROW, storeSettings } from '../../db/schema/settings';

/** The stored values (only what staff changed), or {} when nothing was ever changed. */
export async function readStored(db: DbOrTx): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ values: storeSettings.values })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ROW));
  return row?.values ?? {};
}

/** Locks the settings row (creating it when missing) so two changes apply one after the other. */
export async function lockStored(tx: DbOrTx): Promise<Record<string, unknown>> {
  await tx.insert(storeSettings).values({ id: STORE_SETTINGS_ROW }).onConflictDoNothing();
  const [row] = await tx
    .select({ values: storeSettings.values })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ROW))
    .for('update');
  return row!.values;
}

export async function writeStored(tx: DbOrTx, values: Record<string, unknown>, updatedBy: string): Promise<void> {
  await tx.update(storeSettings).set({ values, updatedBy }).where(eq(storeSettings.id, STORE_SETTINGS_ROW));
}
