/**
 * The demo reviews (development seed): written by us for about two products in three, picked
 * from the SKU, and each product's review_stars and no_of_reviews computed from them, not copied
 * from the source data. Idempotent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewSummaryOf } from '@shop/domain/reviews/review-rating.rules';
import type { Database } from '../db/client';
import { products } from '../db/schema/catalog';
import { productReviews } from '../db/schema/reviews';
import { openTestDatabase } from '../test/test-database';
import { seedCatalogue } from './catalogue';
import { fixtureRecord, writeFixtureCatalogue } from './catalogue.fixture';
import { readCatalogue } from './catalogue-source';
import { demoReviewRows, seedDemoReviews } from './demo-reviews';

const NOW = new Date('2026-03-02T10:00:00Z');
let database: Database;
let uploadsDir: string;
let catalogueDir: string;
let inserted: number;

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
  const records = Array.from({ length: 12 }, (_, i) =>
    fixtureRecord({ sku: `DR-${i}`, category: 'Drone Parts', review_stars: 4.9, no_of_reviews: 812 }),
  );
  catalogueDir = writeFixtureCatalogue({ 'drone-parts.json': records });
  await seedCatalogue(database.db, { uploadsDir, catalogueDir });
  inserted = (await seedDemoReviews(database.db, NOW)).reviews;
});

afterAll(async () => {
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
  rmSync(catalogueDir, { recursive: true, force: true });
});

describe('seedDemoReviews', () => {
  it("rates every product from its demo reviews, never from the source's figures", async () => {
    expect(inserted).toBeGreaterThan(0);
    const reviews = await database.db.select().from(productReviews);
    expect(reviews).toHaveLength(inserted);
    const rows = await database.db.select().from(products);
    for (const product of rows) {
      const own = reviews.filter((r) => r.productId === product.id);
      const expected = reviewSummaryOf(
        own.length,
        own.reduce((sum, r) => sum + r.stars, 0),
      );
      expect({ stars: product.reviewStars, count: product.noOfReviews }, product.sku).toEqual({
        stars: expected.review_stars,
        count: expected.no_of_reviews,
      });
    }
    expect(rows.some((p) => p.noOfReviews === 0)).toBe(true);
    expect(rows.every((p) => p.noOfReviews <= 4)).toBe(true);
  });

  it('writes reviews of no customer, dated before now, with a first name and initial', async () => {
    const reviews = await database.db.select().from(productReviews);
    expect(await database.db.select().from(productReviews).where(isNotNull(productReviews.customerId))).toEqual([]);
    for (const review of reviews) {
      expect(review.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(review.reviewerName).toMatch(/^\p{L}+ \p{Lu}\.$/u);
      expect(review.hidden).toBe(false);
    }
  });

  it('adds nothing when run again', async () => {
    expect(await seedDemoReviews(database.db, NOW)).toEqual({ reviews: 0 });
    expect(await database.db.select().from(productReviews)).toHaveLength(inserted);
  });
});

describe('demoReviewRows on the shipped catalogue', () => {
  it('reviews between half and four fifths of the products, the same ones every time', async () => {
    const list = (await readCatalogue()).map((r, i) => ({ id: `p${i}`, sku: r.sku, category: r.category }));
    const rows = demoReviewRows(list, NOW);
    const reviewed = new Set(rows.map((r) => r.productId));
    expect(reviewed.size / list.length).toBeGreaterThan(0.5);
    expect(reviewed.size / list.length).toBeLessThan(0.8);
    expect(demoReviewRows(list, NOW).map((r) => [r.productId, r.reviewText])).toEqual(
      rows.map((r) => [r.productId, r.reviewText]),
    );
  });
});
