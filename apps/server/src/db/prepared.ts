/**
 * Named prepared statements, one per database: built by Drizzle once, then parsed and planned
 * by PostgreSQL once per connection instead of on every call (docs/decisions/008, 019). For the
 * hot reads that take only values (a product id, a date); PGlite runs them too.
 */
import type { Db } from './client';

/**
 * `build(db)` (a Drizzle query's `.prepare(name)`) made once per database and kept: returns the
 * function that gives the prepared statement for a database. `name` must be unique in the server.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
