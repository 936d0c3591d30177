import { describe, expect, it } from 'vitest';
import { erasedEmail, isErasedEmail } from './erasure.rules';

describe('an erased customer’s e-mail', () => {
  it('is unique per account, lower case, never deliverable, and recognised as erased', () => {
    expect(erasedEmail('01ABC')).toBe('erased-01abc@erased.invalid');
    expect(erasedEmail('a')).not.toBe(erasedEmail('b'));
    expect(isErasedEmail(erasedEmail('01ABC'))).toBe(true);
    expect(isErasedEmail('maker@example.in')).toBe(false);
  });
});
