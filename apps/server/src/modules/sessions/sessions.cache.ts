/**
 * A short-lived, in-process cache of resolved sessions, keyed by session id (decision 010).
 * Entries live at most `ttlMs` (and never past the session's own expiry), so a revocation made
 * by another process is seen within that time; one made in this process drops the entries at
 * once. A load that started before such a change is not cached afterwards (generation check),
 * so a request racing a logout cannot put the ended session back.
 */
import { LRUCache } from 'lru-cache';
import type { SessionKind } from './sessions.repository';

interface Subject {
  kind: SessionKind;
  id: string;
}

export class SessionCache<S extends Subject> {
  private readonly entries: LRUCache<string, S>;
  /** Generation at which a session id or a subject last changed; kept a little longer than entries. */
  private readonly changes: LRUCache<string, number>;
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    max: number,
  ) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
    this.changes = new LRUCache({ max, ttl: ttlMs * 2 });
  }

  get(sid: string): S | undefined {
    return this.entries.get(sid);
  }

  /** The token to pass to `remember` for a load that starts now. */
  startLoad(): number {
    return this.generation;
  }

  /** Caches `session` loaded since `loadGeneration`, unless it changed meanwhile or `expiresAt` is near. */
  remember(sid: string, session: S, expiresAt: Date, loadGeneration: number): void {
    const changed = Math.max(this.changes.get(`sid:${sid}`) ?? -1, this.changes.get(subjectKey(session)) ?? -1);
    if (changed > loadGeneration) return;
    const ttl = Math.min(this.ttlMs, expiresAt.getTime() - Date.now());
    if (ttl > 0) this.entries.set(sid, session, { ttl });
  }

  /** Drops one session (logout). */
  forget(sid: string): void {
    this.changes.set(`sid:${sid}`, ++this.generation);
    this.entries.delete(sid);
  }

  /** Drops every session of a subject (revocation, role change, deactivation). */
  forgetSubject(kind: SessionKind, id: string): void {
    const key = subjectKey({ kind, id });
    this.changes.set(key, ++this.generation);
    for (const [sid, session] of this.entries.entries()) {
      if (subjectKey(session) === key) this.entries.delete(sid);
    }
  }
}

function subjectKey(subject: Subject): string {
  return `subject:${subject.kind}:${subject.id}`;
}
