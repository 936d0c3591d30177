import { describe, expect, it } from 'vitest';
import { idParams } from './params.schemas';
import { hasNulCharacter, idText, MAX_ID_LENGTH, MAX_TEXT_LENGTH, NUL_CHARACTER, text } from './text.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text', () => {
  it('takes ordinary text, Indian scripts included, and chains like z.string()', () => {
    expect(text().trim().min(1).parse('  बेंगलुरु 560001 ')).toBe('बेंगलुरु 560001');
  });

  it.each(['\u0000', 'Asha\u0000Rao', 'x'.repeat(5000) + '\u0000'])(
    'refuses U+0000 with its own message first (%#)',
    (value) => {
      expect(firstMessage(text().safeParse(value))).toBe(NUL_CHARACTER);
    },
  );

  it('refuses more than MAX_TEXT_LENGTH characters by default, and more than max when given', () => {
    expect(text().safeParse('x'.repeat(MAX_TEXT_LENGTH)).success).toBe(true);
    expect(firstMessage(text().safeParse('x'.repeat(MAX_TEXT_LENGTH + 1)))).toBe(
      `Text must be at most ${MAX_TEXT_LENGTH} characters`,
    );
    expect(firstMessage(text({ max: 3, tooLong: 'Too long' }).safeParse('abcd'))).toBe('Too long');
  });

  it('uses the given message for a missing value', () => {
    expect(firstMessage(text({ error: 'Name is required' }).safeParse(undefined))).toBe('Name is required');
  });
});

describe('idText and idParams', () => {
  it('take an id of 1 to 100 characters without U+0000', () => {
    expect(idParams.parse({ id: '0198c1d2-7f3a-7b6e-9c1d-2e3f4a5b6c7d' }).id).toHaveLength(36);
    expect(idText().safeParse('').success).toBe(false);
    expect(idText().safeParse('a'.repeat(MAX_ID_LENGTH + 1)).success).toBe(false);
    expect(firstMessage(idParams.safeParse({ id: 'abc\u0000' }))).toBe(NUL_CHARACTER);
  });
});

describe('hasNulCharacter', () => {
  it('finds U+0000 anywhere and nothing else', () => {
    expect(hasNulCharacter('a\u0000')).toBe(true);
    expect(hasNulCharacter('a\\u0000')).toBe(false);
  });
});
