/**
 * Statements built per query shape and kept per database (docs/decisions/023, 044, 063): for a
 * query whose SQL depends on which filters and order it uses, not only on values (the listing).
 * Drizzle builds each shape's SQL once; a named statement is also parsed and planned by
 * PostgreSQL once per connection. Both sets are bounded, so a stream of rare shapes cannot grow
 * the server's memory or a connection's statement list.
 */
import type { Db } from './client';

/** Values by key, at most `max`; past it the oldest inserted goes first. */
export class BoundedMap<V> {
  private readonly values = new Map<string, V>();

  constructor(private readonly max: number) {}

  /** The value of `key`, made with `make` the first time and kept. */
  get(key: string, make: () => V): V {
    const known = this.values.get(key);
    if (known !== undefined) return known;
    const value = make();
    this.values.set(key, value);
    // A Map iterates in insertion order: the first is the oldest.
    if (this.values.size > this.max) this.values.delete(this.values.keys().next().value!);
    return value;
  }
}

/**
 * Statements by shape key, per database. `maxNamed` shapes get a named statement (`prefix_n`),
 * kept for the database's life; later shapes, and shapes planned per call, get an unnamed one
 * (name ''), which PostgreSQL plans with each call's values: at most `maxUnnamed` of those are
 * kept, the oldest dropped first.
 */
export class StatementCache<S> {
  private readonly named = new WeakMap<Db, Map<string, S>>();
  private readonly unnamed = new WeakMap<Db, BoundedMap<S>>();

  constructor(
    private readonly prefix: string,
    private readonly maxNamed: number,
    private readonly maxUnnamed: number,
  ) {}

  /** The statement of `key` for `db`, built by `build(name)` the first time. */
  get(db: Db, key: string, planPerCall: boolean, build: (name: string) => S): S {
    let statements = this.named.get(db);
    if (!statements) this.named.set(db, (statements = new Map()));
    const known = statements.get(key);
    if (known !== undefined) return known;
    if (planPerCall || statements.size >= this.maxNamed) {
      let others = this.unnamed.get(db);
      if (!others) this.unnamed.set(db, (others = new BoundedMap(this.maxUnnamed)));
      return others.get(key, () => build(''));
    }
    const statement = build(`${this.prefix}_${statements.size + 1}`);
    statements.set(key, statement);
    return statement;
  }
}
