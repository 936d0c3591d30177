/**
 * The blog through the API (issue 30): staff write, list, count, change and delete posts, each
 * change audited; the stored HTML is the allow-list's (scripts, iframes, handlers, javascript: and
 * data: URLs go); slugs are unique; drafts are never public; a view counts once per visitor a day;
 * strangers and customers cannot reach staff calls; bad input is a 4xx that stores nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER } from '@shop/domain/validation/text.schemas';
import { auditLog } from '../../db/schema/audit';
import { blogPosts, blogPostViews } from '../../db/schema/blog';
import { createManualClock } from '../../lib/clock';
import { multipart, picture } from '../../test/multipart';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

const clock = createManualClock(new Date('2026-03-10T06:00:00Z'));
let t: TestApp;
let boss: SignedIn;
let subAdmin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  ({
    t,
    staff: { SuperAdmin: boss, SubAdmin: subAdmin },
  } = await shopFixture({ app: { clock }, pincodes: [], staff: ['SuperAdmin', 'SubAdmin'] }));
  shopper = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const BODY = `<h2>Why an ESP32</h2><p>${'The ESP32 has Wi-Fi and Bluetooth on one cheap chip. '.repeat(3)}</p>`;
let serial = 0;
const post = (over: Record<string, unknown> = {}) => ({
  title: `Getting started with the ESP32 part ${++serial}`,
  content: BODY,
  excerpt: 'Wi-Fi and Bluetooth on one board.',
  status: 'published',
  tags: ['esp32', 'iot'],
  ...over,
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
  headers = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const create = (over: Record<string, unknown> = {}, who = boss) => call('POST', '/blog/create', who.cookie, post(over));
const postCount = async () => (await t.db.select({ n: count() }).from(blogPosts))[0]!.n;
const audits = async (action: string) =>
  (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;

describe('staff write posts', () => {
  it('creates a post with a slug made from the title, the staff member as author, and an audit entry', async () => {
    const before = await audits('blog.create');
    const res = await create({ title: 'Crème Brûlée & Arduino: a first project' }, subAdmin);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Blog post created successfully');
    expect(res.json().data.blog).toMatchObject({
      slug: 'creme-brulee-and-arduino-a-first-project',
      status: 'published',
      tags: ['esp32', 'iot'],
      view_count: 0,
      published_at: '2026-03-10T06:00:00.000Z',
    });
    expect(res.json().data.blog.author).not.toBe('');
    expect(await audits('blog.create')).toBe(before + 1);
  });

  it('stores scripts, iframes, handlers, javascript: and data: URLs inert', async () => {
    const hostile =
      '<h1 onclick="steal()">Title</h1><script>window.pwned = true</script><iframe src="https://evil.example"></iframe>' +
      '<p style="position:fixed" onmouseover="steal()">Hover <a href="javascript:steal()">me</a> or ' +
      '<a href="JaVaScRiPt&#x3A;steal()">this</a> or <a href="https://good.example/x" target="_blank">that</a></p>' +
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" onerror="steal()"><img src="https://cdn.example/x.png" onerror="steal()">' +
      '<img src="http://plain.example/x.png"><svg onload="steal()"></svg><object data="x.swf"></object>' +
      `<form action="https://evil.example"><input name="q"></form><p>${'Safe words for the length rule. '.repeat(3)}</p>`;
    const res = await create({ content: hostile });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, res.json().data.blog._id));
    const html = row!.contentHtml;
    for (const bad of [
      '<script',
      'pwned',
      '<iframe',
      'onclick',
      'onmouseover',
      'onerror',
      'onload',
      'javascript:',
      'data:',
      'style=',
      '<svg',
      '<object',
      '<form',
      '<input',
      'http://plain',
    ])
      expect(html.toLowerCase()).not.toContain(bad.toLowerCase());
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://good.example/x" rel="noopener noreferrer">that</a>');
    expect(html).toContain('<img src="https://cdn.example/x.png" />');
    expect(html).toContain('Hover me or this or');
  });

  it('refuses a slug in use with 409 and the envelope, storing nothing', async () => {
    expect((await create({ slug: 'soldering-basics' })).statusCode).toBe(201);
    const before = await postCount();
    const res = await create({ slug: 'soldering-basics' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 'Error',
      code: 'CONFLICT',
      message: 'A blog post with this slug already exists',
    });
    const sameTitle = await create({ title: 'Soldering basics' });
    expect(sameTitle.statusCode).toBe(409);
    expect(await postCount()).toBe(before);
  });

  it.each([
    [{ title: 'Abcd' }, 'Title must be at least 5 characters long'],
    [{ title: '' }, 'Title is required'],
    [{ content: '<p>Too short</p>' }, 'Content must be at least 50 characters long'],
    [{ content: `<p>short</p><script>${'x'.repeat(100)}</script>` }, 'Content must be at least 50 characters long'],
    [{ excerpt: 'e'.repeat(301) }, 'Excerpt should not exceed 300 characters'],
    [{ slug: 'Bad Slug' }, 'Slug may hold only lower-case letters, digits and single hyphens'],
    [
      { featured_image_url: 'javascript:alert(1)' },
      'The image must be an https:// address or one of our uploads (/media/…)',
    ],
    [{ title: 'Nul\u0000 in the title' }, NUL_CHARACTER],
    [{ content: `<p>${'a'.repeat(60)}\u0000</p>` }, NUL_CHARACTER],
    [{ status: 'scheduled' }, 'status must be draft or published'],
    [{ secret: 1 }, undefined],
  ])('refuses %j with 400, storing nothing', async (change, message) => {
    const before = await postCount();
    const res = await create(change);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('Error');
    if (message) expect(res.json().message).toBe(message);
    expect(await postCount()).toBe(before);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const before = await postCount();
    const res = await create({ content: `<p>${'a'.repeat(1024 * 1024)}</p>` });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe('Error');
    expect(await postCount()).toBe(before);
  });

  it('updates a post, keeping its slug unless given, sets published_at on first publishing, and audits', async () => {
    const draft = (await create({ status: 'draft', title: 'A draft about LiPo safety' })).json().data.blog;
    expect(draft.published_at).toBeNull();
    clock.advance(60_000);
    const res = await call('PUT', `/blog/update/${draft._id}`, boss.cookie, post({ title: 'LiPo safety, revised' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Blog post updated successfully');
    expect(res.json().data.blog).toMatchObject({ slug: 'a-draft-about-lipo-safety', title: 'LiPo safety, revised' });
    expect(res.json().data.blog.published_at).not.toBeNull();
    expect(res.json().data.blog.updated_at).not.toBe(draft.updated_at);
    expect(await audits('blog.update')).toBeGreaterThan(0);

    const taken = await call('PUT', `/blog/update/${draft._id}`, boss.cookie, post({ slug: 'soldering-basics' }));
    expect(taken.statusCode).toBe(409);
    expect((await call('PUT', '/blog/update/no-such-post', boss.cookie, post())).statusCode).toBe(404);
  });

  it('deletes a post and its views, audited; a second delete is 404', async () => {
    const made = (await create()).json().data.blog;
    await call('GET', `/blog/slug/${made.slug}`);
    const res = await call('DELETE', `/blog/delete/${made._id}`, boss.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Blog post deleted successfully');
    expect(await t.db.select().from(blogPostViews).where(eq(blogPostViews.postId, made._id))).toEqual([]);
    expect((await call('DELETE', `/blog/delete/${made._id}`, boss.cookie)).statusCode).toBe(404);
    expect(await audits('blog.delete')).toBe(1);
  });
});

describe('staff list and count', () => {
  it('lists 20 a page, newest first, by status and search, with stats', async () => {
    await create({ status: 'draft', title: 'Stepper motors explained' });
    const drafts = await call('POST', '/blog/list', boss.cookie, {
      pageNum: 1,
      pageSize: 20,
      filters: { status: 'draft' },
    });
    expect(drafts.statusCode).toBe(200);
    expect(drafts.json().data.blogList.every((b: { status: string }) => b.status === 'draft')).toBe(true);
    const found = await call('POST', '/blog/list', boss.cookie, { filters: { search: 'stepper' } });
    expect(found.json().data.blogList.map((b: { title: string }) => b.title)).toEqual(['Stepper motors explained']);
    expect(found.json().data.pages).toBe(1);
    expect((await call('POST', '/blog/list', boss.cookie, { pageSize: 21 })).statusCode).toBe(400);

    const stats = (await call('GET', '/blog/stats', subAdmin.cookie)).json().data;
    expect(stats.total).toBe(await postCount());
    expect(stats.published + stats.draft).toBe(stats.total);
    expect(stats.draft).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['POST', '/blog/list', {}],
    ['GET', '/blog/stats', undefined],
    ['POST', '/blog/create', post()],
    ['PUT', '/blog/update/some-id', post()],
    ['DELETE', '/blog/delete/some-id', undefined],
  ] as const)('refuses %s %s to a stranger (401) and a customer (401), storing nothing', async (method, url, body) => {
    const before = await postCount();
    const stranger = await call(method, url, undefined, body);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ status: 'Error', code: 'UNAUTHENTICATED' });
    expect((await call(method, url, shopper.cookie, body)).statusCode).toBe(401);
    expect(await postCount()).toBe(before);
  });
});

describe('the storefront', () => {
  it('never shows a draft: not in the list, and its slug is 404', async () => {
    const draft = (await create({ status: 'draft', title: 'Secret upcoming drone kit' })).json().data.blog;
    const res = await call('GET', `/blog/slug/${draft.slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'Error', code: 'NOT_FOUND', message: 'Blog not found' });
    const list = (await call('GET', '/blog/published?pageSize=20&search=drone')).json().data;
    expect(list.blogs).toEqual([]);
    expect((await call('GET', '/blog/slug/no-such-post')).statusCode).toBe(404);
  });

  it('lists published posts newest first, by search and tag, with the tags and pages', async () => {
    await create({ title: 'Choosing a flight controller', tags: ['drones', 'fc'] });
    clock.advance(60_000);
    const newest = (await create({ title: 'Tuning PID on a quadcopter', tags: ['drones'] })).json().data.blog;
    const byTag = (await call('GET', '/blog/published?tag=drones')).json().data;
    expect(byTag.blogs.map((b: { title: string }) => b.title)).toEqual([
      'Tuning PID on a quadcopter',
      'Choosing a flight controller',
    ]);
    expect(byTag.blogs[0]).not.toHaveProperty('content');
    expect(byTag.tags).toContain('drones');
    const searched = (await call('GET', '/blog/published?search=PID')).json().data;
    expect(searched.blogs.map((b: { _id: string }) => b._id)).toEqual([newest._id]);
    const paged = (await call('GET', '/blog/published?pageNum=1&pageSize=1')).json().data;
    expect(paged.blogs).toHaveLength(1);
    expect(paged.totalPages).toBe(paged.total);
    const related = (await call('GET', `/blog/published?tag=drones&pageSize=3&exclude=${newest.slug}`)).json().data;
    expect(related.blogs.map((b: { slug: string }) => b.slug)).not.toContain(newest.slug);
    for (const bad of ['pageSize=21', 'pageNum=0', 'pageSize=abc', 'search=%00', 'other=1'])
      expect((await call('GET', `/blog/published?${bad}`)).statusCode).toBe(400);
  });

  it('counts a view once per visitor per day, keyed by a hash, never the address', async () => {
    const made = (await create({ title: 'Counting views on a post' })).json().data.blog;
    const asha = { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Asha browser' };
    const read = (headers: Record<string, string>) =>
      call('GET', `/blog/slug/${made.slug}`, undefined, undefined, headers);
    expect((await read(asha)).json().data.view_count).toBe(1);
    expect((await read(asha)).json().data.view_count).toBe(1);
    expect((await read({ ...asha, 'user-agent': 'Another browser' })).json().data.view_count).toBe(2);
    clock.advance(24 * 3600_000);
    expect((await read(asha)).json().data.view_count).toBe(3);
    const rows = await t.db.select().from(blogPostViews).where(eq(blogPostViews.postId, made._id));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.visitorHash).not.toContain('127.0.0.1');
  });
});

describe('POST /blog/upload-image', () => {
  const upload = async (cookie: string | undefined, file: { name: string; bytes: Buffer; type?: string }) => {
    const form = multipart({}, [{ field: 'image', ...file }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/blog/upload-image',
      headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
      payload: form.payload,
    });
  };

  it('stores a picture in the media store and answers its URL', async () => {
    const res = await upload(subAdmin.cookie, { name: 'board.png', bytes: await picture('png'), type: 'image/png' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toMatch(/^\/media\/catalog\/[0-9a-f-]{36}\/full\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: res.json().data.url })).statusCode).toBe(200);
  });

  it('refuses a file that is not a picture with 415, whatever it is named', async () => {
    const res = await upload(boss.cookie, {
      name: 'photo.jpg',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().status).toBe('Error');
  });

  it('refuses a stranger and a customer', async () => {
    const bytes = await picture('jpeg');
    expect((await upload(undefined, { name: 'a.jpg', bytes })).statusCode).toBe(401);
    expect((await upload(shopper.cookie, { name: 'a.jpg', bytes })).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits a stranger’s blog reads per address with 429 and the envelope', async () => {
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 130 && !limited; i++) {
      const res = await call('GET', '/blog/published?pageSize=1');
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json()).toMatchObject({ status: 'Error', code: 'RATE_LIMITED' });
    expect(limited?.headers['retry-after']).toBeDefined();
  });
});
