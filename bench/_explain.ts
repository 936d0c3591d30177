import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
import { dropSecondaryIndexes } from './lib/bulk-load';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/shop_mil_small' });
await c.connect();
const sql = readFileSync('/tmp/variants.sql', 'utf8');
const MAKERS = [
  'Robodyne',
  'Vayu Labs',
  'Kiran Electronics',
  'Orbitronics',
  'Nexa Parts',
  'Sparkwave',
  'Techtonic',
  'Madhav Components',
  'Volta Works',
  'Ampere Hub',
  'Circuitry India',
  'Zenith Modules',
  'Pixel Motors',
  'Makerfield',
  'Shakti Power',
  'Aeroline',
  'Quantum Boards',
  'Indus Sensors',
  'Printforge',
  'Lumos Tech',
  'Hexa Robotics',
  'Ganga Electro',
  'Sutra Devices',
  'Bolt Maker',
];
await c.query('BEGIN');
await c.query(`SET LOCAL work_mem='256MB'`);
await dropSecondaryIndexes(c, ['products', 'product_search', 'stock_movements', 'search_words']);
for (const t of ['products', 'product_search', 'stock_movements', 'search_words']) {
  await c.query(`ALTER TABLE ${t} DISABLE TRIGGER ALL`);
  if (process.env.USER_TRIGGERS !== '0') await c.query(`ALTER TABLE ${t} ENABLE TRIGGER USER`);
}
const pid = (await c.query('select pg_backend_pid() p')).rows[0].p;
const cpu = () => {
  const f = require('node:fs').readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const before = cpu();
const r = await c.query((process.env.EXPLAIN ?? 'EXPLAIN (ANALYZE, BUFFERS) ') + sql, [
  MAKERS,
  ['', ' (Pack of 2)', ' (Pack of 5)', ' (Pack of 10)'],
  ['', ' v2', ' Pro', ' Mini', ' Plus', ' Lite', ' HV', ' Kit'],
  [1, 1.9, 4.5, 8.5],
  192,
  200000,
  200000 + Number(process.env.N ?? 20000),
  (await c.query("select array_agg(sku) a from products where sku not like '%-____' or true")).rows[0].a.slice(0, 192),
]);
console.log('CPU ms', cpu() - before);
if (r.rows[0]) console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
await c.query('ROLLBACK');
await c.end();
