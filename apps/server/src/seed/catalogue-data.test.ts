/**
 * The catalogue that ships with the shop (seed/catalogue/*.json), seeded into a fresh database:
 * what a shopper would see on a fresh start.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { withGst } from '@shop/domain/tax/gst.rules';
import { categories, products } from '../db/schema/catalog';
import { openTestDatabase } from '../test/test-database';
import { seedCatalogue } from './catalogue';
import { CATEGORY_NAMES } from './category-list';

let database: Database;
let uploadsDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
  await seedCatalogue(database.db, { uploadsDir });
});

afterAll(async () => {
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const allProducts = () =>
  database.db
    .select({ product: products, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));

describe('the shipped catalogue', () => {
  it('has at least 150 products, each SKU once', async () => {
    const rows = await allProducts();
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((r) => r.product.sku.toLowerCase())).size).toBe(rows.length);
  });

  it('has products in all six categories', async () => {
    const present = new Set((await allProducts()).map((r) => r.category));
    expect([...present].sort()).toEqual([...CATEGORY_NAMES].sort());
  });

  it('never sells above the MRP with GST included, and every price is a positive number of paise', async () => {
    for (const { product } of await allProducts()) {
      expect(product.pricePaise, product.sku).toBeGreaterThan(0);
      expect(withGst(product.pricePaise, product.gstRateBp), product.sku).toBeLessThanOrEqual(product.mrpPaise);
    }
  });

  it('shows whole-rupee prices with GST, as Indian shops price them', async () => {
    for (const { product } of await allProducts()) {
      expect(withGst(product.pricePaise, product.gstRateBp) % 100, product.sku).toBe(0);
    }
  });

  it('has no product without its pictures, and no two products share one', async () => {
    const urls: string[] = [];
    for (const { product } of await allProducts()) {
      expect(product.imageMain, product.sku).not.toBe('');
      expect(product.imagesSub, product.sku).toHaveLength(1);
      urls.push(product.imageMain, ...product.imagesSub);
    }
    for (const url of urls) expect(existsSync(join(uploadsDir, url.replace('/media/', ''))), url).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
