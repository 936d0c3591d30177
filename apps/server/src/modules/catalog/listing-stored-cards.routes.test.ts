/**
 * The listing's cards come from the database as JSON stored per product row version
 * (product_pages.card_head, docs/decisions/023 fourth pass and 048): the reply equals the cards built
 * from the rows, any write to a product (even one made outside the server) shows on the next
 * listing, and the product page and the listing keep one pair of documents per product.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPages, products } from '../../db/schema/catalog';
import { makeBrand, makeCategory, makeProduct, makeSubCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { configureListingCache, productSummariesByIds } from './catalog.service';

let t: TestApp;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  // No reply cache: every listing reads the database, as several server processes do.
  for (const db of t.app.catalogReads.pools) configureListingCache(db, 0);
  const category = await makeCategory(t.db, 'Stored Parts');
  const sub = await makeSubCategory(t.db, category.id, 'Stored Sub');
  const brand = await makeBrand(t.db, 'Stored Brand');
  ids = [
    (
      await makeProduct(t.db, {
        categoryId: category.id,
        subCategoryId: sub.id,
        brandId: brand.id,
        productName: 'Stored "Quoted" Board',
        imagesSub: ['/a.jpg'],
        noOfReviews: 3,
        reviewStars: 4.25,
      })
    ).id,
    (await makeProduct(t.db, { categoryId: category.id, productName: 'Stored Plain Part', stock: 0, noOfReviews: 2 }))
      .id,
    (
      await makeProduct(t.db, {
        categoryId: category.id,
        productName: 'Stored Low Part',
        stock: 4,
        gstRateBp: 500,
        noOfReviews: 1,
      })
    ).id,
  ];
});
afterAll(() => t.close());

const listing = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/product/list',
    payload: { filters: { category_name: 'Stored Parts' } },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    productList: { _id: string; product_name: string; discounted_single_product_price: number }[];
    productCount: number;
    nextCursor: string | null;
  };
};
const stored = async (id: string) => (await t.db.select().from(productPages).where(eq(productPages.productId, id)))[0];

describe('POST /product/list from stored cards', () => {
  it('answers exactly the cards built from the rows, in order, and stores them', async () => {
    expect(await stored(ids[0]!)).toBeUndefined();
    const data = await listing();
    const built = await productSummariesByIds(t.db, ids);
    expect(data.productList).toEqual(ids.map((id) => built.get(id)));
    expect(data).toMatchObject({ productCount: 3, nextCursor: null });
    for (const id of ids) expect((await stored(id))?.cardHead).toMatch(/^\{"_id":/);
    expect(await listing()).toEqual(data);
  });

  it('shows any write to a product on the next listing, even one made outside the server', async () => {
    await listing();
    await t.db
      .update(products)
      .set({ productName: 'Stored Renamed Board', pricePaise: 12_300 })
      .where(eq(products.id, ids[0]!));
    const card = (await listing()).productList.find((p) => p._id === ids[0]);
    expect(card).toMatchObject({ product_name: 'Stored Renamed Board', discounted_single_product_price: 123 });
  });

  it('keeps one pair of documents per product for the product page and the listing', async () => {
    await t.db.update(products).set({ stock: 9 }).where(eq(products.id, ids[1]!));
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/product/${ids[1]}` });
    expect(page.json().data.product.no_of_product_instock).toBe(9);
    const documents = await stored(ids[1]!);
    expect(JSON.parse(`${documents!.cardHead}}`)).toMatchObject({ _id: ids[1], no_of_product_instock: 9 });
    expect((await listing()).productList.find((p) => p._id === ids[1])).toMatchObject({ no_of_product_instock: 9 });
    expect(await stored(ids[1]!)).toEqual(documents);
  });
});
