/**
 * The page fields of a list call's JSON body (admin spec's list calls: { pageNum, pageSize,
 * filters }): pageNum from 1, pageSize from 1 to the list's own most, each with its default.
 */
import { z } from 'zod';
import { MAX_PAGE_NUM } from '../catalog/product.schemas';

/**
 * `{ pageNum, pageSize }` schemas for a body whose numbers arrive as JSON numbers (not coerced):
 * pageNum 1…MAX_PAGE_NUM (1 by default), pageSize 1…`maxSize` (`defaultSize` by default).
 */
export function bodyPageFields({ defaultSize, maxSize }: { defaultSize: number; maxSize: number }) {
  return {
    pageNum: z
      .number({ error: 'pageNum must be a number' })
      .int({ error: 'pageNum must be a whole number' })
      .min(1, { error: 'pageNum must be at least 1' })
      .max(MAX_PAGE_NUM, { error: 'pageNum is too large' })
      .default(1),
    pageSize: z
      .number({ error: 'pageSize must be a number' })
      .int({ error: 'pageSize must be a whole number' })
      .min(1, { error: 'pageSize must be at least 1' })
      .max(maxSize, { error: `pageSize must be at most ${maxSize}` })
      .default(defaultSize),
  };
}
