import { createServer, type AddressInfo, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database, Db } from './client';
import { rawRows } from './raw-rows';
import { CatalogReads } from './replica-route';

// The circuit breaker of the catalogue's reads (docs/decisions/087), with stand-ins for a replica
// that cannot serve: one that refuses each connection as a PostgreSQL server shutting down does
// (FATAL 57P03), one that takes connections and never answers. The real streaming replica is in
// modules/catalog/read-replica.routes.test.ts.
let primary: Database;
let connections = 0;
const servers: Server[] = [];
const clients: postgres.Sql[] = [];

/** PostgreSQL's ErrorResponse message: what a server sends a new connection it refuses. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** A Drizzle database on a local server that answers each connection with `answer` (nothing: it stays silent). */
async function standIn(answer: Buffer | undefined, connectTimeoutS: number): Promise<Db> {
  const server = createServer((socket) => {
    connections++;
    socket.on('error', () => {});
    if (answer) socket.once('data', () => socket.end(answer));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = postgres(`postgres://postgres@127.0.0.1:${port}/shop`, { max: 2, connect_timeout: connectTimeoutS });
  clients.push(client);
  return drizzle({ client }) as unknown as Db;
}

let replica: Db;
beforeAll(async () => {
  primary = await openTestDatabase();
  replica = await standIn(errorResponse('57P03', 'the database system is shutting down'), 2);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end({ timeout: 1 })));
  for (const server of servers) server.close();
  await primary?.close();
});

/** Which database answered: the primary's test database has a products table, the hang-up none. */
const answeredBy = async (db: Db) => {
  rawRows(await db.execute(sql`SELECT count(*) FROM products`));
  return db === primary.db ? 'primary' : 'replica';
};

it('answers from the primary when the replica refuses, and stops asking it until a probe is due', async () => {
  const changes: string[] = [];
  const reads = new CatalogReads(
    { statements: primary.db, catalog: primary.db },
    { statements: replica, catalog: replica },
    { maxLagSeconds: 30, probeEveryMs: 60_000, onChange: (message) => changes.push(message) },
  );
  expect(await reads.variable(answeredBy)).toBe('primary');
  const afterFirst = connections;
  expect(afterFirst).toBeGreaterThan(0);
  for (let i = 0; i < 20; i++) expect(await reads.fixed(answeredBy)).toBe('primary');
  // Not one of the twenty reads waited on the replica: the breaker sent them straight to the primary.
  expect(connections).toBe(afterFirst);
  expect(changes).toEqual([expect.stringMatching(/^read replica down: reads go to the primary/)]);
  // /readyz probes at once, and still finds it down.
  expect(await reads.check()).toBe('down: reads go to the primary (57P03: the database system is shutting down)');
});

it('answers a read waiting on a replica that never answers from the primary once a probe gives up on it', async () => {
  // Connections that would wait 30 s to time out: the probe's own limit (2 s) comes first.
  const silent = await standIn(undefined, 30);
  const reads = new CatalogReads(
    { statements: primary.db, catalog: primary.db },
    { statements: silent, catalog: silent },
    { maxLagSeconds: 30, probeEveryMs: 60_000 },
  );
  expect(await reads.variable(answeredBy)).toBe('primary');
  expect(await reads.check()).toMatch(/^down: reads go to the primary \(error: no answer within 2000 ms\)$/);
});

it('passes a read that fails for its own reasons through, and runs one the replica cancelled for replay or lacks a migration for on the primary', async () => {
  // The replica's probe asks a database that answers (PGlite and a primary are "0 s behind").
  const reads = new CatalogReads(
    { statements: primary.db, catalog: primary.db },
    { statements: primary.db, catalog: replica },
    { maxLagSeconds: 30, probeEveryMs: 60_000 },
  );
  const asked: string[] = [];
  const failing = (failure: (db: Db) => { code: string; message: string } | undefined) =>
    reads.variable(async (db) => {
      asked.push(db === replica ? 'replica' : 'primary');
      const error = failure(db);
      if (error) throw Object.assign(new Error(error.message), { code: error.code });
      return 'answered';
    });

  // A read cut off by the statement timeout (decision 083) is not sent on to the primary.
  await expect(
    failing(() => ({ code: '57014', message: 'canceling statement due to statement timeout' })),
  ).rejects.toThrow(/statement timeout/);
  expect(asked).toEqual(['replica']);

  for (const code of ['40001', '42P01', '42703']) {
    asked.length = 0;
    expect(await failing((db) => (db === replica ? { code, message: `replica only: ${code}` } : undefined))).toBe(
      'answered',
    );
    expect(asked).toEqual(['replica', 'primary']);
  }
  // A column missing on the primary too is the read's own mistake: it is asked of each once, and fails.
  asked.length = 0;
  await expect(failing(() => ({ code: '42703', message: 'column "nope" does not exist' }))).rejects.toThrow(/nope/);
  expect(asked).toEqual(['replica', 'primary']);
  expect(await reads.check()).toBe('ok (0.0 s behind the primary)');
});

it('without a replica, reads the primary and says the replica is not configured', async () => {
  const reads = new CatalogReads({ statements: primary.db, catalog: primary.catalogReads }, undefined, {
    maxLagSeconds: 30,
  });
  expect(await reads.fixed(answeredBy)).toBe('primary');
  expect(await reads.check()).toBe('not configured');
  expect(reads.pools).toEqual([...new Set([primary.db, primary.catalogReads])]);
});
