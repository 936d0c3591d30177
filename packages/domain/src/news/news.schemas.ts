/**
 * News requests (admin spec §3 'News', §5 News, §7 news calls; issue 30). Create and update are
 * multipart: their text fields are checked here (lists arrive as JSON text, parsed by the server
 * first); the pictures are checked by the media store. The staff form uses the same schema.
 */
import { z } from 'zod';
import { text } from '../validation/text.schemas';
import {
  MAX_NEWS_DESCRIPTION_LENGTH,
  MAX_NEWS_IMAGES,
  MAX_NEWS_PAGE_SIZE,
  MAX_NEWS_SUBTITLE_LENGTH,
  MAX_NEWS_TITLE_LENGTH,
  NEWS_PAGE_SIZE,
  TOO_MANY_NEWS_IMAGES,
} from './news.rules';

/** Required trimmed text of at most `max` characters, "<label> is required" when blank. */
const required = (label: string, max: number) =>
  text({ max: max + 100, error: `${label} is required`, tooLong: `${label} must be at most ${max} characters` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** The article's words (spec §5: title, subtitle and description are required). */
export const newsFields = z.strictObject({
  title: required('Title', MAX_NEWS_TITLE_LENGTH),
  subtitle: required('Subtitle', MAX_NEWS_SUBTITLE_LENGTH),
  description: required('Description', MAX_NEWS_DESCRIPTION_LENGTH),
});
export type NewsFields = z.infer<typeof newsFields>;

/** A picture's URL as the item holds it. */
const imageUrl = text({ max: 500 }).min(1);
const urlList = z.array(imageUrl).max(MAX_NEWS_IMAGES, { error: TOO_MANY_NEWS_IMAGES });

/**
 * POST /news/{id}/update-v2's fields: the words, `existingImages` (the pictures kept, in order)
 * and `imagesToDelete` (the ones removed); a picture in neither list is kept.
 */
export const newsUpdateFields = newsFields.extend({
  existingImages: urlList.optional(),
  imagesToDelete: urlList.optional(),
});
export type NewsUpdateFields = z.infer<typeof newsUpdateFields>;

/** The list fields the multipart forms send as JSON text. */
export const NEWS_JSON_FIELDS = ['existingImages', 'imagesToDelete'] as const;

/** POST /news/list: the spec's body (pageNum, pageSize, filters), `filters.search` in title and subtitle. */
export const newsListBody = z.strictObject({
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_NEWS_PAGE_SIZE).default(NEWS_PAGE_SIZE),
  filters: z.strictObject({ search: text({ max: 100 }).trim().optional() }).optional(),
});
export type NewsListBody = z.input<typeof newsListBody>;
export type NewsListRequest = z.infer<typeof newsListBody>;
