/**
 * Demo reviews for the demo catalogue (development only, like the demo sign-ins: a real shop
 * starts without invented reviews). About two products in three get one to four of the reviews
 * we wrote (demo-review-texts.ts), picked from the product's SKU so every fresh database gets
 * the same ones, dated over the last months. They belong to no customer (customer_id null), so
 * they never show 'Verified purchase'. Each product's review_stars and no_of_reviews are then
 * computed from its reviews with the same rule as every review write (domain review-rating.rules.ts).
 * Idempotent: does nothing once a demo review exists.
 */
import { isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { reviewSummaryOf } from '@shop/domain/reviews/review-rating.rules';
import type { Db, Tx } from '../db/client';
import { categories, products } from '../db/schema/catalog';
import { productReviews } from '../db/schema/reviews';
import { newId } from '../lib/new-id';
import type { CategoryName } from './category-list';
import { DEMO_REVIEW_TEXTS, DEMO_REVIEWER_NAMES } from './demo-review-texts';
import { SEED_LOCKS, lockSeedStep } from './seed-lock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo reviews if there are none; returns how many it inserted. */
export async function seedDemoReviews(db: Db, now: Date): Promise<{ reviews: number }> {
  if (await hasDemoReviews(db)) return { reviews: 0 };
  const inserted = await db.transaction(async (tx) => {
    await lockSeedStep(tx, SEED_LOCKS.demoReviews);
    if (await hasDemoReviews(tx)) return 0;
    const rows = demoReviewRows(await catalogue(tx), now);
    if (rows.length === 0) return 0;
    await insertReviews(tx, rows);
    await storeFigures(tx, rows);
    return rows.length;
  });
  return { reviews: inserted };
}

async function hasDemoReviews(db: Db | Tx): Promise<boolean> {
  const rows = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(isNull(productReviews.customerId))
    .limit(1);
  return rows.length > 0;
}

function catalogue(tx: Tx) {
  return tx
    .select({ id: products.id, sku: products.sku, category: categories.name })
    .from(products)
    .innerJoin(categories, sql`${categories.id} = ${products.categoryId}`)
    .orderBy(products.sku);
}

/** A stable number from a product's SKU and a salt. */
function pick(sku: string, salt: string): number {
  return createHash('sha256').update(`${salt}:${sku}`).digest().readUInt32BE(0);
}

type ReviewInsert = typeof productReviews.$inferInsert & { productId: string; stars: number };

/** The demo reviews of these products: none for about one in three, one to four for the rest. */
export function demoReviewRows(list: { id: string; sku: string; category: string }[], now: Date): ReviewInsert[] {
  const rows: ReviewInsert[] = [];
  for (const product of list) {
    const texts = DEMO_REVIEW_TEXTS[product.category as CategoryName];
    if (!texts || pick(product.sku, 'reviewed') % 3 === 0) continue;
    const howMany = 1 + (pick(product.sku, 'count') % 4);
    const start = pick(product.sku, 'text');
    for (let i = 0; i < howMany; i += 1) {
      const text = texts[(start + i) % texts.length]!;
      const at = new Date(now.getTime() - (3 + (pick(product.sku, `day${i}`) % 180)) * DAY_MS);
      rows.push({
        id: newId(),
        productId: product.id,
        customerId: null,
        reviewerName: DEMO_REVIEWER_NAMES[(start + i * 7) % DEMO_REVIEWER_NAMES.length]!,
        stars: text.stars,
        reviewText: text.text,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  return rows;
}

/**
 * One INSERT … SELECT over the rows sent as a single JSON parameter, as seed/pincodes.ts does:
 * on PGlite a Drizzle VALUES insert of the ~310 rows took 0.9 s of a fresh start.
 */
async function insertReviews(tx: Tx, rows: ReviewInsert[]): Promise<void> {
  const json = rows.map((r) => ({
    id: r.id,
    product_id: r.productId,
    reviewer_name: r.reviewerName,
    stars: r.stars,
    review_text: r.reviewText,
    at: r.createdAt,
  }));
  await tx.execute(sql`
    insert into ${productReviews} (id, product_id, reviewer_name, stars, review_text, created_at, updated_at)
    select id, product_id, reviewer_name, stars, review_text, at, at
    from json_to_recordset(${JSON.stringify(json)}::json)
      as r(id text, product_id text, reviewer_name text, stars integer, review_text text, at timestamptz)`);
}

/** Each reviewed product's figures from its reviews, in one UPDATE. */
async function storeFigures(tx: Tx, rows: ReviewInsert[]): Promise<void> {
  const totals = new Map<string, { count: number; sum: number }>();
  for (const row of rows) {
    const t = totals.get(row.productId) ?? { count: 0, sum: 0 };
    totals.set(row.productId, { count: t.count + 1, sum: t.sum + row.stars });
  }
  const figures = [...totals].map(([id, t]) => ({ id, ...reviewSummaryOf(t.count, t.sum) }));
  await tx.execute(sql`
    update ${products} set review_stars = f.review_stars, no_of_reviews = f.no_of_reviews
    from json_to_recordset(${JSON.stringify(figures)}::json) as f(id text, review_stars real, no_of_reviews integer)
    where ${products.id} = f.id`);
}
