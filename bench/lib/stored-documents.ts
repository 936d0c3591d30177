/**
 * Which products of a bench database have their stored page and card documents (product_pages,
 * docs/decisions/023, 048) for their current row version: the check the shop's own reads make
 * (catalog.repository: source_xmin = products.xmin). For bench:documents, which builds the missing
 * ones, and bench:mixed, which says how many its copy has.
 */
import pg from 'pg';

/** Products (p) joined to their documents (d) when these were built from the row as it stands. */
const CURRENT_DOCUMENTS = 'product_pages d ON d.product_id = p.id AND d.source_xmin = p.xmin::text';

async function queryOnce<T extends pg.QueryResultRow>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** How many products have current documents. */
export async function productsWithCurrentDocuments(databaseUrl: string): Promise<number> {
  const [row] = await queryOnce<{ n: number }>(
    databaseUrl,
    `SELECT count(*)::int AS n FROM products p JOIN ${CURRENT_DOCUMENTS}`,
  );
  return row?.n ?? 0;
}

/** The ids of the products without current documents, in id order. */
export async function productsWithoutCurrentDocuments(databaseUrl: string): Promise<string[]> {
  const rows = await queryOnce<{ id: string }>(
    databaseUrl,
    `SELECT p.id FROM products p LEFT JOIN ${CURRENT_DOCUMENTS} WHERE d.product_id IS NULL ORDER BY p.id`,
  );
  return rows.map((row) => row.id);
}
