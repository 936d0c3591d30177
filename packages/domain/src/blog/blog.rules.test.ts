import { describe, expect, it } from 'vitest';
import {
  cardTags,
  CONTENT_REQUIRED,
  CONTENT_TOO_SHORT,
  cutText,
  EXCERPT_TOO_LONG,
  firstBlogFormError,
  hasTableOfContents,
  htmlText,
  isAllowedImageUrl,
  isValidSlug,
  readingMinutes,
  slugify,
  splitList,
  TITLE_REQUIRED,
  TITLE_TOO_SHORT,
} from './blog.rules';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const fine = { title: 'Getting started with ESP32', content: `<p>${'a'.repeat(60)}</p>`, excerpt: '' };

describe('slugs', () => {
  it.each([
    ['Getting Started with the ESP32!', 'getting-started-with-the-esp32'],
    ['  Crème brûlée & Arduino  ', 'creme-brulee-and-arduino'],
    ['LiPo -- safety 101', 'lipo-safety-101'],
    ['हिंदी शीर्षक', 'post'],
  ])('makes %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(isValidSlug(slugify(title))).toBe(true);
  });

  it('cuts a long title at a word, to at most 80 characters', () => {
    const slug = slugify('motor driver '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it.each(['Upper', 'two--hyphens', '-leading', 'trailing-', 'under_score', 'space here', '', 'a'.repeat(101)])(
    'refuses the slug %j',
    (slug) => expect(isValidSlug(slug)).toBe(false),
  );
});

describe('text, reading time and the table of contents', () => {
  it('counts only the visible text, without scripts or styles', () => {
    expect(htmlText('<h2>Hi</h2><script>alert(1)</script><p>a&amp;b&nbsp;c</p><style>p{}</style>')).toBe('Hi a&b c');
  });

  it.each([
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('reads %i words in %i minutes at 200 a minute', (n, minutes) => {
    expect(readingMinutes(`<p>${words(n)}</p>`)).toBe(minutes);
  });

  it('shows a table of contents only above 2,000 characters of content', () => {
    expect(hasTableOfContents('x'.repeat(2000))).toBe(false);
    expect(hasTableOfContents('x'.repeat(2001))).toBe(true);
  });
});

describe('the post form (admin spec §5, first error only)', () => {
  it('passes a good post', () => expect(firstBlogFormError(fine)).toBeNull());
  it.each([
    [{ title: '  ' }, TITLE_REQUIRED],
    [{ title: 'Abcd' }, TITLE_TOO_SHORT],
    [{ content: '<p> </p>' }, CONTENT_REQUIRED],
    [{ content: `<p>${'a'.repeat(49)}</p>` }, CONTENT_TOO_SHORT],
    [{ content: `<p>short</p><script>${'x'.repeat(80)}</script>` }, CONTENT_TOO_SHORT],
    [{ excerpt: 'e'.repeat(301) }, EXCERPT_TOO_LONG],
    [{ title: '', content: '' }, TITLE_REQUIRED],
  ])('refuses %j with %j', (change, message) => {
    expect(firstBlogFormError({ ...fine, ...change })).toBe(message);
  });
});

describe('lists and cards', () => {
  it('splits comma-separated tags, trimmed, without empties or repeats', () => {
    expect(splitList(' esp32, ,Arduino,, esp32 ,ESP32 , iot')).toEqual(['esp32', 'Arduino', 'iot']);
  });

  it('cuts an excerpt with an ellipsis only when longer', () => {
    expect(cutText('abc', 3)).toBe('abc');
    expect(cutText('abcd efgh', 5)).toBe('abcd...');
  });

  it('shows two tags and counts the rest', () => {
    expect(cardTags(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(cardTags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it.each([
    ['https://cdn.example.in/a.webp', true],
    ['/media/catalog/abc/full.webp', true],
    ['http://example.in/a.png', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['/media/../etc/passwd', false],
    ['//evil.example/a.png', false],
  ])('accepts the picture %j: %s', (url, ok) => expect(isAllowedImageUrl(url)).toBe(ok));
});
