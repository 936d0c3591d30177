/** Replies of the news calls (news.contract.ts; admin spec §3 'News'). */
import { z } from 'zod';

/** A news item: the spec's fields (`image`: the pictures' URLs, first shown on cards) and its dates. */
export const newsItem = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

/** POST /news/list: a page, newest first. */
export const newsListData = z.object({
  newsList: z.array(newsItem),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type NewsListData = z.infer<typeof newsListData>;

export const newsItemData = z.object({ news: newsItem });
export type NewsItemData = z.infer<typeof newsItemData>;
