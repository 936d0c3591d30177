/**
 * A small in-process cache of listing replies (POST /product/list), already serialised, so that
 * the storefront's popular pages (the home strips, a category's first page, a common search)
 * cost a map lookup instead of a database round trip and a JSON.stringify of two dozen cards.
 * docs/decisions/008-listing-performance.md says why and what it costs.
 *
 * - Short-lived: an entry is served for `ttlMs` at most. That is also the longest a listing can
 *   lag a change made by another server process, which this process cannot see.
 * - Invalidated: a change to products or stock made through this process's catalog service
 *   calls invalidateListings(), and no entry read before that call is served after it.
 * - Bounded: at most `maxBytes` of replies are held (expired and oldest dropped first); a reply larger
 *   than `maxEntryBytes` (a page of hundreds of cards) is not kept at all.
 * - One load at a time per key: when an entry expires under load, the requests that arrive
 *   meanwhile wait for the one query already running instead of each sending their own.
 */

export interface ListingCacheOptions {
  ttlMs: number;
  maxBytes: number;
  maxEntryBytes: number;
  /** The clock, in milliseconds; performance.now by default (tests pass their own). */
  now?: () => number;
}

interface Entry {
  body: string;
  bytes: number;
  expiresAt: number;
  generation: number;
}

/** Bumped by every invalidation; an entry or load from an older generation is out of date. */
let generation = 0;

/** Marks every listing cached in this process out of date: call after any change to products or stock. */
export function invalidateListings(): void {
  generation += 1;
}

export class ListingCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { generation: number; body: Promise<string> }>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: ListingCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** The reply for `key`: from memory while fresh, otherwise from `load` (shared by concurrent callers). */
  get(key: string, load: () => Promise<string>): Promise<string> {
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.generation === generation && entry.expiresAt > this.now()) return Promise.resolve(entry.body);
      this.remove(key, entry);
    }
    const running = this.loading.get(key);
    if (running && running.generation === generation) return running.body;
    return this.start(key, load);
  }

  /** Bytes of replies and keys held now (at most). */
  get bytesHeld(): number {
    return this.bytes;
  }

  private start(key: string, load: () => Promise<string>): Promise<string> {
    const startedIn = generation;
    const body = load().then((loaded) => {
      this.store(key, loaded, startedIn);
      return loaded;
    });
    const running = { generation: startedIn, body };
    this.loading.set(key, running);
    const done = () => {
      if (this.loading.get(key) === running) this.loading.delete(key);
    };
    body.then(done, done);
    return body;
  }

  private store(key: string, body: string, startedIn: number): void {
    // Read before an invalidation that happened while loading: serve it to its callers, keep it not.
    if (startedIn !== generation) return;
    // V8 keeps a string in one or two bytes a character: count two, so the budget is never exceeded.
    const bytes = (body.length + key.length) * 2;
    if (bytes > this.options.maxEntryBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { body, bytes, expiresAt: this.now() + this.options.ttlMs, generation: startedIn });
    this.bytes += bytes;
    // A Map iterates in insertion order, so the first entries are the oldest and expire first:
    // drop those that have expired, then as many more as the budget needs.
    const now = this.now();
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes && oldest.expiresAt > now) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
