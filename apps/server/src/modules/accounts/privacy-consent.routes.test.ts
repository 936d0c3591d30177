/**
 * The consent to the privacy notice at signup (issue 29; DPDP Act, 2023 s.6): its time and the
 * notice's version are recorded with the account; a stale version is refused, nothing created.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@shop/domain/accounts/privacy-notice.rules';
import { users } from '../../db/schema/accounts';
import { createManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = createManualClock(new Date('2026-11-28T09:30:00+05:30'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

let n = 0;
function signup(extra: object) {
  n += 1;
  const email = `consent${n}@example.in`;
  const response = t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    remoteAddress: `192.0.2.${n}`,
    payload: { name: 'Leela Nair', email, password: 'Maker@2026', phone: '9876543210', ...extra },
  });
  return { email, response };
}
const accountOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('consent to the privacy notice at signup', () => {
  it('records the notice’s version and the time the person agreed', async () => {
    const { email, response } = signup({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
    expect((await response).statusCode).toBe(201);
    const account = await accountOf(email);
    expect(account?.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(account?.privacyConsentAt?.toISOString()).toBe('2026-11-28T04:00:00.000Z');
  });

  it('records none for a client that sends the spec’s four fields only', async () => {
    const { email, response } = signup({});
    expect((await response).statusCode).toBe(201);
    expect(await accountOf(email)).toMatchObject({ privacyConsentAt: null, privacyNoticeVersion: null });
  });

  it('refuses a consent to another version of the notice, and creates no account', async () => {
    const { email, response } = signup({ privacyNoticeVersion: '2020-01-01' });
    const res = await response;
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'The privacy notice has changed: reload the page and read it again',
    ]);
    expect(await accountOf(email)).toBeUndefined();
  });
});
