import { describe, expect, it } from 'vitest';
import { SessionCache } from './sessions.cache';

const inAnHour = () => new Date(Date.now() + 3600_000);
const asha = { kind: 'customer' as const, id: 'user-1', name: 'Asha' };

describe('SessionCache', () => {
  it('keeps a loaded session until it is forgotten', () => {
    const cache = new SessionCache<typeof asha>(5_000, 10);
    cache.remember('sid-1', asha, inAnHour(), cache.startLoad());
    expect(cache.get('sid-1')).toEqual(asha);
    cache.forget('sid-1');
    expect(cache.get('sid-1')).toBeUndefined();
  });

  it('does not cache a load that began before a logout of that session', () => {
    const cache = new SessionCache<typeof asha>(5_000, 10);
    const load = cache.startLoad();
    cache.forget('sid-1');
    cache.remember('sid-1', asha, inAnHour(), load);
    expect(cache.get('sid-1')).toBeUndefined();
  });

  it('drops every session of a subject, and does not cache loads that raced the change', () => {
    const cache = new SessionCache<typeof asha>(5_000, 10);
    cache.remember('sid-1', asha, inAnHour(), cache.startLoad());
    cache.remember('sid-2', { ...asha, id: 'user-2' }, inAnHour(), cache.startLoad());
    const racing = cache.startLoad();
    cache.forgetSubject('customer', 'user-1');
    cache.remember('sid-3', asha, inAnHour(), racing);
    expect([cache.get('sid-1'), cache.get('sid-3')]).toEqual([undefined, undefined]);
    expect(cache.get('sid-2')?.id).toBe('user-2');
    cache.remember('sid-3', asha, inAnHour(), cache.startLoad());
    expect(cache.get('sid-3')).toEqual(asha);
  });

  it('does not cache a session that has already expired', () => {
    const cache = new SessionCache<typeof asha>(5_000, 10);
    cache.remember('sid-1', asha, new Date(Date.now() - 1), cache.startLoad());
    expect(cache.get('sid-1')).toBeUndefined();
  });
});
