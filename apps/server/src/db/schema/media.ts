/** Tables of the media module: the pictures staff uploaded and the WebP variants made of each. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** One stored WebP variant of an uploaded picture: its public URL and its size in pixels and bytes. */
export interface MediaVariant {
  name: 'thumbnail' | 'card' | 'full';
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * A picture staff uploaded (admin spec §2 Add Product, docs/decisions/035): the format its content
 * was (never its name), the original's size, and its variants in the media store. `key` is the
 * folder in the store; the files are never rewritten (a new picture gets a new key).
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: id(),
    key: text('key').notNull().unique(),
    sourceFormat: text('source_format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_assets_created_idx').on(t.createdAt)],
);
