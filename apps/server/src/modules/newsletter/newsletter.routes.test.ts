/**
 * The newsletter (issue 30) through the real routes on a fresh database: sign up, confirm by the
 * mailed link, unsubscribe by the page's link or the one-click form POST, staff's CSV of confirmed
 * subscribers; and the attacks: floods (429), the same answer for a known address, forged links,
 * bad bodies, a SubAdmin or a stranger asking for the CSV. Each refused with the envelope.
 */
import { eq } from 'drizzle-orm';
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_LINK_INVALID } from '@shop/domain/newsletter/newsletter.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { devMailbox } from '../../db/schema/mail';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { createManualClock } from '../../lib/clock';
import { linkToken } from '../../lib/link-tokens';
import { signInStaff, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = createManualClock(new Date('2026-11-20T10:00:00+05:30'));
const SECRET = 'test-session-secret-that-is-long-enough-0123456789';
let t: TestApp;
let superAdmin: SignedIn;
let subAdmin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ clock });
  superAdmin = await signInStaff(t.app, t.db, 'SuperAdmin');
  subAdmin = await signInStaff(t.app, t.db, 'SubAdmin');
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `198.51.100.${(address += 1)}`;
const post = (url: string, payload: object, from = nextAddress()) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: from });
const subscribe = (email: string, from?: string) => post('/newsletter/subscribe', { email }, from);
const rowOf = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

/** The queued mails to `to` with this template, oldest first. */
async function mailsTo(to: string, template: string) {
  const rows = await t.db.select().from(jobs).where(eq(jobs.name, 'mail.send'));
  return rows
    .map((row) => row.payload as { template: string; to: string; data: Record<string, string> })
    .filter((mail) => mail.to === to && mail.template === template);
}
const oneClick = (token: string, payload = 'List-Unsubscribe=One-Click') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
    remoteAddress: nextAddress(),
  });
const exportCsv = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/newsletter/export.csv', headers: cookie ? { cookie } : {} });

describe('a subscription, from the footer to the one-click unsubscribe', () => {
  it('waits for the mailed link, confirms, welcomes, exports and stops with one click', async () => {
    const asked = await subscribe('Maker.Reader@Example.in');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'Success', data: {}, message: NEWSLETTER_CHECK_INBOX });
    const email = 'maker.reader@example.in';
    expect(await rowOf(email)).toMatchObject({ status: 'pending', confirmedAt: null });
    expect((await exportCsv(superAdmin.cookie)).body).not.toContain(email);

    const [mail] = await mailsTo(email, 'newsletter-confirm');
    await t.app.jobs.runDue();
    const [sent] = (await t.db.select().from(devMailbox)).filter((row) => row.to === email);
    expect(sent?.subject).toBe('Confirm your MakerShop newsletter subscription');
    expect(sent?.text).toContain(
      `http://localhost:3000/newsletter/confirm?token=${encodeURIComponent(mail!.data.confirmToken!)}`,
    );
    expect(sent?.text).toContain(
      'Unsubscribe from the newsletter: http://localhost:3000/newsletter/unsubscribe?token=',
    );

    const confirmed = await post('/newsletter/confirm', { token: mail!.data.confirmToken! });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ email, status: 'confirmed' });
    expect(await mailsTo(email, 'newsletter-welcome')).toHaveLength(1);
    // The link works twice; the welcome goes once.
    expect((await post('/newsletter/confirm', { token: mail!.data.confirmToken! })).statusCode).toBe(200);
    expect(await mailsTo(email, 'newsletter-welcome')).toHaveLength(1);

    const csv = await exportCsv(superAdmin.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('email,confirmed_at');
    expect(csv.body).toContain(`${email},2026-11-20T04:30:00.000Z`);

    const stopped = await oneClick(mail!.data.unsubscribeToken!);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toEqual({ email, status: 'unsubscribed' });
    expect((await exportCsv(superAdmin.cookie)).body).not.toContain(email);
    // The page's link says the same any number of times; the old confirm link no longer works.
    expect((await post('/newsletter/unsubscribe', { token: mail!.data.unsubscribeToken! })).json().data.status).toBe(
      'unsubscribed',
    );
    expect((await post('/newsletter/confirm', { token: mail!.data.confirmToken! })).statusCode).toBe(422);
  });

  it('answers a known, confirmed address exactly as a new one, and mails it nothing', async () => {
    const email = 'known.reader@example.in';
    await subscribe(email);
    const [mail] = await mailsTo(email, 'newsletter-confirm');
    await post('/newsletter/confirm', { token: mail!.data.confirmToken! });
    const again = await subscribe(email);
    const fresh = await subscribe('brand.new.reader@example.in');
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect(await mailsTo(email, 'newsletter-confirm')).toHaveLength(1);
    expect((await rowOf(email))?.status).toBe('confirmed');
  });

  it('mails a pending address its link again, and refuses the link after 7 days', async () => {
    const email = 'slow.reader@example.in';
    await subscribe(email);
    clock.advance(3600_000);
    await subscribe(email);
    const mails = await mailsTo(email, 'newsletter-confirm');
    expect(mails).toHaveLength(2);
    clock.advance(8 * 86_400_000);
    const late = await post('/newsletter/confirm', { token: mails[1]!.data.confirmToken! });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ status: 'Error', message: NEWSLETTER_LINK_INVALID });
    expect((await rowOf(email))?.status).toBe('pending');
  });
});

describe('abuse', () => {
  it('limits one e-mail to 3 sign-ups an hour from any address, and one address to 10', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      clock.advance(1000);
      codes.push((await subscribe('victim.reader@example.in')).statusCode);
    }
    expect(codes.filter((code) => code === 202)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
    expect(await mailsTo('victim.reader@example.in', 'newsletter-confirm')).toHaveLength(3);

    const from = nextAddress();
    const flood: number[] = [];
    for (let i = 0; i < 15; i += 1) flood.push((await subscribe(`flood${i}@example.in`, from)).statusCode);
    expect(flood.filter((code) => code === 429)).toHaveLength(5);
    const limited = await subscribe('flood-last@example.in', from);
    expect(limited.json()).toMatchObject({ status: 'Error', code: 'RATE_LIMITED' });
    expect(await rowOf('flood-last@example.in')).toBeUndefined();
  });

  it.each([
    [{ email: 'not-an-email' }, 'a bad e-mail'],
    [{ email: `${'a'.repeat(250)}@example.in` }, 'an over-long e-mail'],
    [{ email: 'nul\u0000@example.in' }, 'U+0000'],
    [{ email: 'x@example.in', admin: true }, 'an unknown field'],
    [{}, 'no e-mail'],
  ])('refuses %j (%s) with 400 and stores nothing', async (body, _why) => {
    const res = await post('/newsletter/subscribe', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('Error');
    expect(await rowOf('x@example.in')).toBeUndefined();
  });

  it('refuses forged, malformed and cross-purpose tokens with 422 and changes nothing', async () => {
    const email = 'target.reader@example.in';
    await subscribe(email);
    const row = (await rowOf(email))!;
    const forged = [
      linkToken('another-secret-that-is-long-enough-0123456789', 'newsletter-confirm', row.id),
      // An unsubscribe token used to confirm, and a stock-alert token of the same subject.
      linkToken(SECRET, 'newsletter-unsubscribe', row.id),
      linkToken(SECRET, 'stock-alert-confirm', row.id),
      'not.a-token',
    ];
    for (const token of forged) {
      const res = await post('/newsletter/confirm', { token });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 'Error', code: 'UNPROCESSABLE', message: NEWSLETTER_LINK_INVALID });
    }
    expect(
      (await post('/newsletter/unsubscribe', { token: linkToken(SECRET, 'stock-alert-unsubscribe', email) }))
        .statusCode,
    ).toBe(422);
    expect((await post('/newsletter/confirm', { token: 'x'.repeat(601) })).statusCode).toBe(400);
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('refuses the one-click route a wrong form, and records nothing for an address never subscribed', async () => {
    const token = linkToken(SECRET, 'newsletter-unsubscribe', 'form.reader@example.in');
    const wrong = await oneClick(token, 'List-Unsubscribe=Maybe');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().status).toBe('Error');
    expect((await oneClick(token)).json().data).toEqual({ email: 'form.reader@example.in', status: 'unsubscribed' });
    expect(await rowOf('form.reader@example.in')).toBeUndefined();
  });

  it('gives the CSV to the SuperAdmin only', async () => {
    expect((await exportCsv(subAdmin.cookie)).statusCode).toBe(403);
    const stranger = await exportCsv();
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().status).toBe('Error');
  });
});
