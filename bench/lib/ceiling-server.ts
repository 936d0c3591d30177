/**
 * The server of bench/http-ceiling.ts: a bare Fastify route, GET /p/:n, answering a product's
 * name, SKU and price beside 5 KB of padding (about a product page's reply). CEILING_MODE picks
 * where the product comes from: `none` (no database: the HTTP ceiling), `postgres.js` (one
 * prepared primary-key read, pipelined on CEILING_POOL connections, as the shop reads) or
 * `node-postgres` (the same read through a pg pool of CEILING_POOL). Listens on CEILING_PORT;
 * reads BENCH_DATABASE_URL (a catalogue made by bench/generate-catalogue.ts).
 */
import Fastify from 'fastify';
import pg from 'pg';
import postgres from 'postgres';

const mode = process.env.CEILING_MODE ?? 'none';
const pool = Number(process.env.CEILING_POOL ?? 2);
const url = process.env.BENCH_DATABASE_URL ?? '';
const padding = 'a'.repeat(5000);
const SQL = 'SELECT product_name, sku, price_paise FROM products WHERE id = $1';

type Read = (id: string) => Promise<unknown>;
let read: Read = async () => ({ product_name: 'none', sku: 'none', price_paise: 0 });
let ids: string[] = ['none'];
if (mode === 'postgres.js') {
  const sql = postgres(url, { max: pool });
  ids = (await sql<{ id: string }[]>`SELECT id FROM products ORDER BY md5(id) LIMIT 2000`).map((r) => r.id);
  read = async (id) => (await sql.unsafe(SQL, [id], { prepare: true }))[0];
} else if (mode === 'node-postgres') {
  const client = new pg.Pool({ connectionString: url, max: pool });
  ids = (await client.query<{ id: string }>('SELECT id FROM products ORDER BY md5(id) LIMIT 2000')).rows.map(
    (r) => r.id,
  );
  read = async (id) => (await client.query({ name: 'ceiling_read', text: SQL, values: [id] })).rows[0];
}

const app = Fastify({ logger: false });
app.get<{ Params: { n: string } }>('/p/:n', async (request, reply) => {
  const product = await read(ids[Number(request.params.n) % ids.length]!);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify({ data: product, padding }));
});
await app.listen({ port: Number(process.env.CEILING_PORT ?? 4557), host: '127.0.0.1' });
console.log('ready');
