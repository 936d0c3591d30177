import { describe, expect, it } from 'vitest';
import { newsFields, newsListBody, newsUpdateFields } from './news.schemas';

const words = { title: 'Raspberry Pi 5 is back', subtitle: 'All variants', description: 'In stock now.' };

describe('news fields (admin spec §5 News)', () => {
  it('requires the title, subtitle and description', () => {
    expect(newsFields.safeParse({ ...words, title: ' ' }).error?.issues[0]?.message).toBe('Title is required');
    expect(newsFields.safeParse({ ...words, subtitle: undefined }).error?.issues[0]?.message).toBe(
      'Subtitle is required',
    );
    expect(newsFields.safeParse({ ...words, description: 'a\u0000' }).success).toBe(false);
  });

  it('takes at most 5 pictures in each list of an edit', () => {
    const urls = (n: number) => Array.from({ length: n }, (_, i) => `/media/catalog/k${i}/full.webp`);
    expect(newsUpdateFields.parse({ ...words, existingImages: urls(5) }).existingImages).toHaveLength(5);
    expect(newsUpdateFields.safeParse({ ...words, imagesToDelete: urls(6) }).error?.issues[0]?.message).toBe(
      'You can only upload a maximum of 5 images.',
    );
  });

  it('pages 20 at a time unless asked, at most 50', () => {
    expect(newsListBody.parse({})).toEqual({ pageNum: 1, pageSize: 20 });
    expect(newsListBody.safeParse({ pageNum: 1, pageSize: 51 }).success).toBe(false);
  });
});
