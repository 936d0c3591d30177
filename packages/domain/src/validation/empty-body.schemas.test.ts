import { describe, expect, it } from 'vitest';
import { EMPTY_BODY_ONLY, emptyBody } from './empty-body.schemas';

describe('emptyBody', () => {
  it.each([
    ['no body', undefined],
    ['a JSON null', null],
    ['an empty object', {}],
  ])('takes %s', (_, body) => {
    expect(emptyBody.safeParse(body).success).toBe(true);
  });

  it.each([
    ['a field', { status: true }],
    ['a list', []],
    ['a string', 'x'],
    ['a number', 0],
    ['false', false],
  ])('refuses %s with its message', (_, body) => {
    const result = emptyBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(EMPTY_BODY_ONLY);
  });
});
