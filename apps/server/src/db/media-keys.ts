/**
 * Which uploaded pictures a table mentions, for the sweep of unused uploads (issue 27,
 * docs/decisions/058). A picture lives in the media store's folder 'catalog/<key>/' (decision
 * 035), so every URL of it, local ('/media/catalog/<key>/card.webp') or in the bucket
 * ('https://cdn…/catalog/<key>/full.webp'), holds that folder, whatever text it sits in.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { rawRows } from './raw-rows';

/** A picture's folder in any text: its key is the UUID after 'catalog/'. */
const MEDIA_FOLDER = 'catalog/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/';

/**
 * The keys of every picture that `text` (a text expression over the rows of `from`) mentions, in
 * one scan of `from` (a table, or tables joined).
 */
export async function mediaKeysMentioned(db: DbOrTx, from: SQL, text: SQL): Promise<Set<string>> {
  const result = await db.execute(
    sql`select distinct found[1] as key from ${from}, regexp_matches(${text}, ${MEDIA_FOLDER}, 'g') as found`,
  );
  return new Set(rawRows<{ key: string }>(result).map((row) => row.key));
}
