/**
 * Queries for the home page's picks (GET /product/trending, GET /product/featured): product
 * cards by id and the catalogue's own order of picks. Drizzle only, no rules; every query is
 * bounded by its `limit` or its list of ids.
 */
import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products, subCategories } from '../../db/schema/catalog';
import { cardColumns } from './product-list.repository';
import type { ProductCardSource } from './product.shape';

function cards(db: DbOrTx, where: SQL | undefined) {
  return (
    db
      .select(cardColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      // Archived products are never picked.
      .where(and(isNull(products.archivedAt), where))
  );
}

const inCategory = (categoryName: string | undefined) =>
  categoryName ? sql`lower(${categories.name}) = ${categoryName.toLowerCase()}` : undefined;

/** The cards of these ids (any order), only those in the category when one is named. */
export async function findCardsByIds(db: DbOrTx, ids: string[], categoryName?: string): Promise<ProductCardSource[]> {
  if (ids.length === 0) return [];
  return cards(db, and(inArray(products.id, ids), inCategory(categoryName)));
}

/**
 * The catalogue's picks when sales say too little: featured first, then most reviewed, best
 * rated, newest; at most `limit`, none of `excludeIds`.
 */
export function findPickCards(
  db: DbOrTx,
  options: { limit: number; categoryName?: string; excludeIds?: string[] },
): Promise<ProductCardSource[]> {
  const excluded = options.excludeIds?.length ? notInArray(products.id, options.excludeIds) : undefined;
  return cards(db, and(inCategory(options.categoryName), excluded))
    .orderBy(
      desc(products.featured),
      desc(products.noOfReviews),
      desc(products.reviewStars),
      desc(products.createdAt),
      asc(products.id),
    )
    .limit(options.limit);
}

/** Whether a product with this id exists. */
export async function productExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .limit(1);
  return row !== undefined;
}
