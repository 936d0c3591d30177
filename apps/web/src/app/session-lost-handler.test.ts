import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSessionKey } from '../features/admin/shell/api/get-admin-session';
import { ApiError } from '../lib/api-client';
import { sessionQueryKey } from '../shared/session/get-session';
import { reportSessionLost, sessionLostStep, setSessionLostHandler, type SessionLostSource } from '../lib/session-lost';
import { createQueryClient } from './providers';
import { handleSessionLost, SESSION_EXPIRED_REDIRECT_MS } from './session-lost-handler';

const expired = () => new ApiError(401, 'Authentication failed. Please login again.', undefined, 'SESSION_EXPIRED');
const wrongPassword = () => new ApiError(401, 'Invalid email or password', undefined, 'INVALID_CREDENTIALS');

describe('the one lost-session handler', () => {
  let reported: SessionLostSource[];
  let remove: () => void;
  beforeEach(() => {
    reported = [];
    remove = setSessionLostHandler((source) => reported.push(source));
  });
  afterEach(() => {
    remove();
    vi.useRealTimers();
  });

  it('takes a SESSION_EXPIRED or UNAUTHENTICATED reply, by its code, and no other 401', () => {
    expect(reportSessionLost(expired(), 'read')).toBe(true);
    expect(reportSessionLost(new ApiError(401, 'Authentication required. Please login again.'), 'action')).toBe(true);
    expect(reportSessionLost(wrongPassword(), 'action')).toBe(false);
    expect(reportSessionLost(new ApiError(403, 'Forbidden'), 'read')).toBe(false);
    expect(reportSessionLost(new Error('boom'), 'read')).toBe(false);
    expect(reported).toEqual(['read', 'action']);
  });

  it('hears every failed query and mutation of the shop’s query client', async () => {
    const client = createQueryClient({ server: true });
    await client
      .fetchQuery({
        queryKey: ['admin', 'orders'],
        queryFn: () => Promise.reject(expired()),
      })
      .catch(() => undefined);
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(expired()) });
    await mutation.execute(undefined).catch(() => undefined);
    const login = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(wrongPassword()) });
    await login.execute(undefined).catch(() => undefined);
    expect(reported).toEqual(['read', 'action']);
  });

  it.each([
    ['/account/orders', 'read', 'recheck-customer'],
    ['/checkout', 'action', 'recheck-customer'],
    ['/admin-dashboard/orders', 'read', 'recheck-staff'],
    ['/admin-dashboard/orders', 'action', 'staff-login-after-notice'],
    ['/admin/orders', 'action', 'staff-login-after-notice'],
    ['/admin-dashboard/jobs', 'cart-sync', 'recheck-customer'],
    ['/administrator', 'read', 'recheck-customer'],
  ] as const)('on %s, a lost session reported from %s is "%s"', (pathname, source, step) => {
    expect(sessionLostStep(pathname, source)).toBe(step);
  });

  it('re-reads the customer session on a shopper page', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const navigate = vi.fn();
    handleSessionLost(client, navigate, '/profile', 'read');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionQueryKey });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('re-reads the staff session when a staff page cannot load', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    handleSessionLost(client, vi.fn(), '/admin-dashboard/orders', 'read');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminSessionKey });
  });

  it('lets a staff action’s message show, then forgets the staff session and opens the admin login', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(adminSessionKey, { _id: 'a1' });
    client.setQueryData(['admin', 'orders', 'list'], []);
    const navigate = vi.fn();
    handleSessionLost(client, navigate, '/admin-dashboard/orders', 'action');
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/admin-login', { replace: true });
    expect(client.getQueryData(adminSessionKey)).toBeNull();
    expect(client.getQueryData(['admin', 'orders', 'list'])).toBeUndefined();
  });
});
