/**
 * A small in-process cache of listing replies (POST /product/list), already serialised, so that
 * the storefront's popular pages (the home strips, a category's first page, a common search)
 * cost a map lookup instead of a database round trip and a JSON.stringify of two dozen cards.
 * docs/decisions/008-listing-performance.md says why and what it costs.
 *
 * - Short-lived: an entry is served for `ttlMs` at most. That is also the longest a listing can
 *   lag a change made by another server process, which this process cannot see.
 * - Invalidated, as narrowly as the change: a change to one product's card (its stock, when an
 *   order takes or gives back units) calls invalidateProducts([id]) and drops only the replies
 *   that show that product (and those ordered by last change); a change that can move products
 *   between pages or filters (a price, reviews, names, new products) calls invalidateListings()
 *   and drops them all. No entry read before either call is served after it.
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

/** What a load gives: the reply, and the products it shows (or that any product change touches it). */
export type Loaded<B extends Body = string> = B | LoadedWithProducts<B>;
/** A reply with the products it shows (or that any product change touches it). */
export interface LoadedWithProducts<B extends Body> {
  body: B;
  productIds: readonly string[];
  anyProduct?: boolean;
}
/** A reply: text, or its UTF-8 bytes. */
export type Body = string | Buffer;

interface Entry<B extends Body> {
  body: B;
  bytes: number;
  expiresAt: number;
  /** The change count when its load started: a change after that makes it out of date. */
  startedIn: number;
  productIds: readonly string[];
  anyProduct: boolean;
}

/** Counts every change, so each is ordered against the loads (one sequence for all caches). */
let changes = 0;
/** The last change that concerned every listing (invalidateListings). */
let everything = 0;
/** The last change of any one product, and of each product changed (its change number). */
let lastProductChange = 0;
const productChanges = new Map<string, number>();
/** Products remembered at most; past that the map is cleared and every listing dropped once. */
const MAX_PRODUCT_CHANGES = 50_000;

/**
 * The number of the last change to any product or listing made in this process: whatever was
 * built from the catalogue when this was n (a rendered page, docs/decisions/030) is current
 * while it stays n.
 */
export function lastCatalogueChange(): number {
  return changes;
}

/** Marks every listing cached in this process out of date: after a change that can reorder or refilter products. */
export function invalidateListings(): void {
  everything = ++changes;
}

/**
 * The number of the last change that concerned every listing: anything kept per filter (the
 * listing's capped counts, product-list.repository.ts) is current while this stays the same.
 */
export function lastListingsChange(): number {
  return everything;
}

/**
 * Marks out of date the listings cached in this process that show one of these products (and
 * those whose order any product change can move): after a change to these products' cards only,
 * such as their stock.
 */
export function invalidateProducts(productIds: readonly string[]): void {
  if (productChanges.size + productIds.length > MAX_PRODUCT_CHANGES) {
    productChanges.clear();
    invalidateListings();
  }
  const change = ++changes;
  lastProductChange = change;
  for (const id of productIds) productChanges.set(id, change);
}

/** Whether something read when the change count was `startedIn` is still current. */
function current(startedIn: number, productIds: readonly string[], anyProduct: boolean): boolean {
  if (everything > startedIn) return false;
  if (lastProductChange <= startedIn) return true;
  if (anyProduct) return false;
  for (const id of productIds) if ((productChanges.get(id) ?? 0) > startedIn) return false;
  return true;
}

/** A load's reply and its products: a reply alone shows none. */
function withProducts<B extends Body>(loaded: Loaded<B>): LoadedWithProducts<B> {
  // TypeScript does not narrow a union with a type parameter in it: the cast is that narrowing.
  return typeof loaded === 'string' || Buffer.isBuffer(loaded)
    ? { body: loaded as B, productIds: [] }
    : (loaded as LoadedWithProducts<B>);
}

/** Replies kept by key; `B` is what a reply is (text by default, or text or bytes). */
export class ListingCache<B extends Body = string> {
  private readonly entries = new Map<string, Entry<B>>();
  private readonly loading = new Map<string, { startedIn: number; body: Promise<B> }>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: ListingCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** The reply for `key`: from memory while fresh, otherwise from `load` (shared by concurrent callers). */
  get(key: string, load: () => Promise<Loaded<B>>): Promise<B> {
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expiresAt > this.now() && current(entry.startedIn, entry.productIds, entry.anyProduct))
        return Promise.resolve(entry.body);
      this.remove(key, entry);
    }
    // A load is shared until a change to every listing; one that read a product changed
    // meanwhile still answers the requests that joined it, but is not kept (store).
    const running = this.loading.get(key);
    if (running && everything <= running.startedIn) return running.body;
    return this.start(key, load);
  }

  /** Bytes of replies and keys held now (at most). */
  get bytesHeld(): number {
    return this.bytes;
  }

  private start(key: string, load: () => Promise<Loaded<B>>): Promise<B> {
    const startedIn = changes;
    const body = load().then((loaded) => {
      const { body: text, productIds, anyProduct } = withProducts(loaded);
      this.store(key, { body: text, bytes: 0, expiresAt: 0, startedIn, productIds, anyProduct: anyProduct ?? false });
      return text;
    });
    const running = { startedIn, body };
    this.loading.set(key, running);
    const done = () => {
      if (this.loading.get(key) === running) this.loading.delete(key);
    };
    body.then(done, done);
    return body;
  }

  private store(key: string, entry: Entry<B>): void {
    // Read before a change that happened while loading: serve it to its callers, keep it not.
    if (!current(entry.startedIn, entry.productIds, entry.anyProduct)) return;
    // V8 keeps a string in one or two bytes a character: count two (and the ids), so the budget is never exceeded.
    const bodyBytes = typeof entry.body === 'string' ? entry.body.length * 2 : entry.body.length;
    const bytes = bodyBytes + (key.length + entry.productIds.length * 40) * 2;
    if (bytes > this.options.maxEntryBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { ...entry, bytes, expiresAt: this.now() + this.options.ttlMs });
    this.bytes += bytes;
    // A Map iterates in insertion order, so the first entries are the oldest and expire first:
    // drop those that have expired, then as many more as the budget needs.
    const now = this.now();
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes && oldest.expiresAt > now) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry<B>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
