/** POST /product/all-categories: each subcategory's product count and picture (storefront spec §2 /subcategories). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeCategory, makeProduct, makeSubCategory } from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const drones = await makeCategory(t.db, 'Drone Parts');
  const motors = await makeSubCategory(t.db, drones.id, 'Brushless Motors');
  const props = await makeSubCategory(t.db, drones.id, 'Propellers');
  await makeSubCategory(t.db, drones.id, 'Frames');
  await makeProduct(t.db, {
    categoryId: drones.id,
    subCategoryId: motors.id,
    imageMain: '/media/motor-small.webp',
    noOfReviews: 3,
  });
  await makeProduct(t.db, {
    categoryId: drones.id,
    subCategoryId: motors.id,
    imageMain: '/media/motor-popular.webp',
    noOfReviews: 90,
  });
  await makeProduct(t.db, { categoryId: drones.id, subCategoryId: motors.id, imageMain: '', noOfReviews: 500 });
  await makeProduct(t.db, { categoryId: drones.id, subCategoryId: props.id, imageMain: '' });
  await makeProduct(t.db, { categoryId: drones.id });
});

afterAll(() => t.close());

describe('POST /product/all-categories subcategory tiles', () => {
  it("gives each subcategory its product count and its best-reviewed product's picture, '' when none has one", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/product/all-categories' });
    expect(res.statusCode).toBe(200);
    const [drones] = res.json().data.product.subcategories;
    expect(drones.product_count).toBe(5);
    expect(drones.subcategories).toEqual([
      expect.objectContaining({ name: 'Brushless Motors', product_count: 3, image: '/media/motor-popular.webp' }),
      expect.objectContaining({ name: 'Frames', product_count: 0, image: '' }),
      expect.objectContaining({ name: 'Propellers', product_count: 1, image: '' }),
    ]);
  });
});
