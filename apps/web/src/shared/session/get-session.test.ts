import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import type { User } from '@shop/domain/accounts/account.responses';
import { sessionQueryOptions, setSignedInUser, startSessionRead } from './get-session';

const customer = (name: string): User => ({
  _id: 'u1',
  id: 'u1',
  name,
  firstName: name,
  lastName: '',
  email: 'asha@example.in',
  phone: '9800000000',
  address: [],
  companyName: '',
  gstNumber: '',
  role: 'Customer',
});

// The session read started before the app renders (main.tsx, docs/decisions/093): the session
// query's first fetch takes its answer instead of asking again, once, and only while it is recent.
// fetch is the browser's edge: each call answers as GET /auth/session would, with a new name.
let asked: number;
beforeEach(() => {
  asked = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toMatch(/\/auth\/session$/);
      asked += 1;
      const user = customer(`Reader ${asked}`);
      return new Response(JSON.stringify({ status: 'Success', data: { user } }), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the session read started before the app renders', () => {
  it("answers the query's first fetch; the next fetch asks again", async () => {
    startSessionRead();
    expect(asked).toBe(1);
    const client = createQueryClient({ server: true });
    expect((await client.fetchQuery(sessionQueryOptions()))?.name).toBe('Reader 1');
    expect(asked).toBe(1);
    expect((await client.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }))?.name).toBe('Reader 2');
    expect(asked).toBe(2);
  });

  it('is not used once older than 5 s, nor after a sign-in set the session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startSessionRead();
    vi.setSystemTime(Date.now() + 5_001);
    const client = createQueryClient({ server: true });
    expect((await client.fetchQuery(sessionQueryOptions()))?.name).toBe('Reader 2');

    startSessionRead();
    setSignedInUser(client, customer('Signed in'));
    expect((await client.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }))?.name).toBe('Reader 4');
    expect(asked).toBe(4);
  });
});
