/**
 * Audit log queries (issue 9 "Audit log"; decision 034): filters by entity, staff member and
 * India-time date range, with paging. GET takes them as a query string, POST as the spec's
 * list body ({ pageNum, pageSize, filters }).
 */
import { z } from 'zod';
import { idText, text } from '../validation/text.schemas';

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_MAX_PAGE_SIZE = 100;
const MAX_PAGE_NUM = 10_000;

/** The kinds of thing staff change, as the log names them (other modules add theirs here). */
export const AUDIT_ENTITIES = [
  'order',
  'coupon',
  'wholesale',
  'settings',
  'staff',
  'review',
  'job',
  'product',
  'stock',
  'zipcode',
  'media',
  'ticket',
  'return',
  'customer',
  'enquiry',
  'blog',
  'news',
  'contact',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const indiaDate = (name: string) => text({ max: 10 }).regex(DATE, { error: `${name} must be a date (YYYY-MM-DD)` });

const filterFields = {
  entity: z.enum(AUDIT_ENTITIES, { error: 'Unknown entity' }).optional(),
  entity_id: idText().optional(),
  staff_id: idText().optional(),
  /** First India-time day included. */
  from: indiaDate('from').optional(),
  /** Last India-time day included. */
  to: indiaDate('to').optional(),
};

const pageNum = (schema: z.ZodNumber) =>
  schema
    .int({ error: 'pageNum must be a whole number' })
    .min(1, { error: 'pageNum must be at least 1' })
    .max(MAX_PAGE_NUM, { error: 'pageNum is too large' })
    .default(1);
const pageSize = (schema: z.ZodNumber) =>
  schema
    .int({ error: 'pageSize must be a whole number' })
    .min(1, { error: 'pageSize must be at least 1' })
    .max(AUDIT_MAX_PAGE_SIZE, { error: `pageSize must be at most ${AUDIT_MAX_PAGE_SIZE}` })
    .default(AUDIT_PAGE_SIZE);

const datesInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const DATES_OUT_OF_ORDER = { error: "'from' must not be after 'to'", path: ['to'] };

/** GET /admin/audit?entity=&staff_id=&from=&to=&pageNum=&pageSize= */
export const auditListQuery = z
  .strictObject({
    ...filterFields,
    pageNum: pageNum(z.coerce.number({ error: 'pageNum must be a number' })),
    pageSize: pageSize(z.coerce.number({ error: 'pageSize must be a number' })),
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);

/** The entities a product's history shows (its own changes and its stock's), for `filters.entities`. */
export const PRODUCT_HISTORY_ENTITIES = ['product', 'stock'] as const satisfies readonly AuditEntity[];

/** POST /admin/audit; `filters.entities` matches any of several entities (a product's history: ['product', 'stock']). */
export const auditListBody = z.strictObject({
  pageNum: pageNum(z.number({ error: 'pageNum must be a number' })),
  pageSize: pageSize(z.number({ error: 'pageSize must be a number' })),
  filters: z
    .strictObject({
      ...filterFields,
      entities: z
        .array(z.enum(AUDIT_ENTITIES, { error: 'Unknown entity' }))
        .min(1, { error: 'entities must name at least one entity' })
        .max(AUDIT_ENTITIES.length, { error: `entities may name at most ${AUDIT_ENTITIES.length} entities` })
        .optional(),
    })
    .refine(datesInOrder, DATES_OUT_OF_ORDER)
    .default({}),
});

/** The filters and page both calls boil down to. */
export interface AuditQuery {
  pageNum: number;
  pageSize: number;
  entity?: AuditEntity;
  /** Any of these entities. */
  entities?: AuditEntity[];
  entity_id?: string;
  staff_id?: string;
  from?: string;
  to?: string;
}
