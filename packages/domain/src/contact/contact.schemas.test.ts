import { describe, expect, it } from 'vitest';
import { contactBody, contactListQuery, contactReplyBody } from './contact.schemas';

const message = {
  firstName: ' Meera ',
  lastName: 'Iyer',
  email: 'Meera@Example.IN',
  subject: 'Bulk ESP32 boards',
  message: 'Do you sell 50 ESP32 boards?',
};
const problems = (value: unknown) => contactBody.safeParse(value).error?.issues.map((issue) => issue.message);

describe('contactBody (storefront spec §6 contact rules)', () => {
  it('takes the five fields, trimmed, the e-mail lower-cased, and an empty honeypot', () => {
    expect(contactBody.parse({ ...message, website: '' })).toEqual({
      ...message,
      firstName: 'Meera',
      email: 'meera@example.in',
      website: '',
    });
  });

  it('requires every field and an e-mail that is one', () => {
    expect(problems({ ...message, firstName: '  ' })).toEqual(['First name is required']);
    expect(problems({ ...message, message: '' })).toEqual(['Message is required']);
    expect(problems({ ...message, email: 'meera@' })).toEqual(['Please enter a valid email address']);
  });

  it('bounds every field and refuses U+0000 and unknown fields', () => {
    expect(problems({ ...message, firstName: 'x'.repeat(61) })).toEqual(['First name must be at most 60 characters']);
    expect(problems({ ...message, subject: 'x'.repeat(151) })).toEqual(['Subject must be at most 150 characters']);
    expect(problems({ ...message, message: 'x'.repeat(5001) })).toEqual(['Message must be at most 5000 characters']);
    expect(problems({ ...message, message: 'x'.repeat(1_000_000) })?.[0]).toBe(
      'Message must be at most 5000 characters',
    );
    expect(problems({ ...message, lastName: 'I\u0000yer' })).toEqual([
      'Text cannot contain the NUL character (U+0000)',
    ]);
    expect(contactBody.safeParse({ ...message, role: 'admin' }).success).toBe(false);
  });
});

describe('the staff calls', () => {
  it('reads the list query from text, page 1 and every message by default', () => {
    expect(contactListQuery.parse({})).toEqual({ page: 1, state: 'all' });
    expect(contactListQuery.parse({ page: '2', state: 'handled', search: ' esp32 ' })).toEqual({
      page: 2,
      state: 'handled',
      search: 'esp32',
    });
    expect(contactListQuery.safeParse({ state: 'deleted' }).success).toBe(false);
  });

  it('wants a reply with words in it', () => {
    expect(contactReplyBody.safeParse({ message: '   ' }).error?.issues[0]?.message).toBe('Please enter a reply');
  });
});
