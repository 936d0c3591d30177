/**
 * Table of the audit module (DESIGN.md "Cross-cutting": every staff change is written to the
 * audit log in the same transaction; decision 034). One row per change: who, when, what, and the
 * values before and after as JSON. Rows are only ever inserted.
 */
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** admins.id of the staff member who made the change (no foreign key: staff rows are never deleted, and the log outlives them). */
    staffId: text('staff_id').notNull(),
    /** What was done, e.g. 'order.status', 'coupon.create', 'staff.deactivate'. */
    action: text('action').notNull(),
    /** The kind of thing changed, e.g. 'order', 'coupon', 'wholesale', 'settings', 'staff'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
  ],
);
