/**
 * News and updates (issue 30) through the real routes on a fresh database: staff post, edit
 * (removing a picture, adding one) and delete an item that shoppers read; the audit log; and
 * the attacks: a sixth picture, a file that is not a picture, strangers and customers on staff
 * calls, U+0000 - each refused with the envelope and nothing stored.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { mediaAssets } from '../../db/schema/media';
import { newsItems } from '../../db/schema/news';
import { multipart, picture, type FilePart } from '../../test/multipart';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sweepUnusedUploads } from '../../flows/sweep-unused-uploads.flow';

let t: TestApp;
let staff: SignedIn;
let jpeg: Buffer;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app, t.db, 'SubAdmin');
  jpeg = await picture('jpeg', 320, 200);
  uploadsDir = join(t.app.config.env.DATA_DIR, 'uploads', 'catalog');
});
afterAll(() => t.close());

const words = {
  title: 'New Raspberry Pi 5 stock',
  subtitle: 'All variants back',
  description: 'The 4 GB and 8 GB boards are back in stock.',
};
const images = (n: number): FilePart[] =>
  Array.from({ length: n }, (_, i) => ({ field: 'img', name: `news-${i}.jpg`, bytes: jpeg }));

function send(
  url: string,
  fields: Record<string, unknown>,
  files: FilePart[],
  cookie: string | undefined = staff.cookie,
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const post = (url: string, payload: object | undefined, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    ...(payload !== undefined && { payload }),
    ...(cookie ? { headers: { cookie } } : {}),
  });

const newsCount = async () => (await t.db.select({ n: count() }).from(newsItems))[0]!.n;
const assetCount = async () => (await t.db.select({ n: count() }).from(mediaAssets))[0]!.n;
const storedFolders = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0);

/** Asserts a refusal: the status, the envelope with a code and message, and nothing more stored. */
async function expectRefused(
  res: { statusCode: number; json: () => { status?: string; code?: unknown; message?: string } },
  status: number,
  message?: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body.status).toBe('Error');
  expect(typeof body.code).toBe('string');
  if (message) expect(body.message).toBe(message);
}

describe('news, as staff post it and shoppers read it', () => {
  it('posts an item with two pictures, edits it removing one, shows it to anyone, then deletes it', async () => {
    const created = await send('/news/create', words, images(2));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('News created successfully!');
    const item = created.json().data.news;
    expect(item).toMatchObject(words);
    expect(item.image).toHaveLength(2);
    expect(item.image[0]).toMatch(/^\/media\/catalog\/[0-9a-f-]{36}\/full\.webp$/);

    // A shopper (no session) reads the list and the item.
    const list = await post('/news/list', { pageNum: 1, pageSize: 20 });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, pageNum: 1, pageSize: 20 });
    expect(list.json().data.newsList[0]._id).toBe(item._id);
    const one = await t.app.inject({ method: 'GET', url: `/api/v1/news/${item._id}` });
    expect(one.json().data.news).toMatchObject({ _id: item._id, title: words.title });

    // Edit: keep the second picture, delete the first, add a new one after it.
    const [first, second] = item.image as string[];
    const edited = await send(
      `/news/${item._id}/update-v2`,
      { ...words, title: 'Raspberry Pi 5 is back', existingImages: [second], imagesToDelete: [first] },
      images(1),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('News updated successfully!');
    const after = edited.json().data.news;
    expect(after.title).toBe('Raspberry Pi 5 is back');
    expect(after.image).toHaveLength(2);
    expect(after.image[0]).toBe(second);
    expect(after.image).not.toContain(first);

    // The removed picture is left to the sweep; the ones the item shows are kept by it.
    const swept = await sweepUnusedUploads(t.db, t.app.mediaStore, new Date(Date.now() + 2 * 86_400_000));
    expect(swept).toEqual([first!.split('/')[3]]);
    expect(await assetCount()).toBe(2);

    const removed = await post(`/news/${item._id}/remove`, undefined, staff.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('News deleted successfully!');
    expect(await newsCount()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/news/${item._id}` })).statusCode).toBe(404);

    // Every change is in the audit log under the staff member.
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, item._id));
    expect(audit.map((row) => row.action).sort()).toEqual(['news.create', 'news.delete', 'news.update']);
    expect(audit.every((row) => row.staffId === staff.id)).toBe(true);
  });

  it('lists newest first, a page at a time, and finds items by words of the title', async () => {
    for (const title of ['Drone motors sale', 'Sensors restocked', 'Shop closed on Diwali'])
      expect((await send('/news/create', { ...words, title }, images(1))).statusCode).toBe(201);
    const page = await post('/news/list', { pageNum: 2, pageSize: 2 });
    expect(page.json().data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(page.json().data.newsList.map((n: { title: string }) => n.title)).toEqual(['Drone motors sale']);
    const found = await post('/news/list', { pageNum: 1, pageSize: 20, filters: { search: 'diwali' } });
    expect(found.json().data.newsList.map((n: { title: string }) => n.title)).toEqual(['Shop closed on Diwali']);
    await t.db.delete(newsItems);
  });
});

describe('refusals: the envelope, and nothing stored', () => {
  it('refuses a sixth picture on create and on edit', async () => {
    const [news, assets, folders] = [await newsCount(), await assetCount(), storedFolders()];
    await expectRefused(
      await send('/news/create', words, images(6)),
      400,
      'You can only upload a maximum of 5 images.',
    );
    expect([await newsCount(), await assetCount(), storedFolders()]).toEqual([news, assets, folders]);

    const item = (await send('/news/create', words, images(4))).json().data.news;
    const before = [await assetCount(), storedFolders()];
    await expectRefused(
      await send(`/news/${item._id}/update-v2`, words, images(2)),
      400,
      'You can only upload a maximum of 5 images.',
    );
    expect([await assetCount(), storedFolders()]).toEqual(before);
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/v1/news/${item._id}` });
    expect(unchanged.json().data.news.image).toEqual(item.image);
    await post(`/news/${item._id}/remove`, undefined, staff.cookie);
  });

  it('refuses a file that is not a picture, whatever its name and type say', async () => {
    const [news, assets, folders] = [await newsCount(), await assetCount(), storedFolders()];
    const script: FilePart = {
      field: 'img',
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('<script>alert(1)</script>'),
    };
    const res = await send('/news/create', words, [...images(1), script]);
    await expectRefused(res, 415);
    expect([await newsCount(), await assetCount(), storedFolders()]).toEqual([news, assets, folders]);
  });

  it('refuses a missing field, a missing picture, U+0000 and a picture the item does not have', async () => {
    const news = await newsCount();
    await expectRefused(await send('/news/create', { ...words, title: '  ' }, images(1)), 400, 'Title is required');
    await expectRefused(await send('/news/create', words, []), 400, 'Please add at least one image.');
    await expectRefused(await send('/news/create', { ...words, description: 'a\u0000b' }, images(1)), 400);
    expect(await newsCount()).toBe(news);
    const item = (await send('/news/create', words, images(1))).json().data.news;
    await expectRefused(
      await send(
        `/news/${item._id}/update-v2`,
        { ...words, imagesToDelete: ['/media/catalog/elsewhere/full.webp'] },
        [],
      ),
      400,
    );
    // Removing the only picture without a new one leaves none: refused.
    await expectRefused(
      await send(`/news/${item._id}/update-v2`, { ...words, existingImages: [], imagesToDelete: item.image }, []),
      400,
      'Please add at least one image.',
    );
    await expectRefused(await send('/news/unknown-id/update-v2', words, []), 404);
    await post(`/news/${item._id}/remove`, undefined, staff.cookie);
  });

  it('refuses strangers and customers (401: no staff session) on every staff call, changing nothing', async () => {
    const item = (await send('/news/create', words, images(1))).json().data.news;
    const customer = await signUpCustomer(t.app, 'Rohan Das');
    const [news, assets] = [await newsCount(), await assetCount()];
    for (const [cookie, status] of [
      [undefined, 401],
      [customer.cookie, 401],
    ] as const) {
      await expectRefused(await send('/news/create', words, images(1), cookie ?? ''), status);
      await expectRefused(
        await send(`/news/${item._id}/update-v2`, { ...words, title: 'Hacked' }, [], cookie ?? ''),
        status,
      );
      await expectRefused(await post(`/news/${item._id}/remove`, undefined, cookie), status);
    }
    expect([await newsCount(), await assetCount()]).toEqual([news, assets]);
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/v1/news/${item._id}` });
    expect(unchanged.json().data.news.title).toBe(words.title);
  });
});
