/**
 * Products a benchmark asks for by id (bench:scale, bench:mixed): `limit` ids of products on sale
 * in a fixed pseudo-random order (md5 of the id, so two runs ask for the same ones), and how many
 * products the database holds.
 */
import pg from 'pg';

export async function productSample(databaseUrl: string, limit: number): Promise<{ ids: string[]; total: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; n: number }>(
      'SELECT id, (SELECT count(*)::int FROM products) AS n FROM products WHERE archived_at IS NULL ORDER BY md5(id) LIMIT $1',
      [limit],
    );
    return { ids: rows.map((r) => r.id), total: rows[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}
