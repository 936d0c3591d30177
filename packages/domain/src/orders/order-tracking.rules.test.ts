import { describe, expect, it } from 'vitest';
import { parseContact, parseOrderReference, shortOrderId } from './order-tracking.rules';

describe('shortOrderId', () => {
  it('is the last 8 characters, uppercased', () => {
    expect(shortOrderId('01a20798-a075-716e-8c64-253d65e0fed1')).toBe('65E0FED1');
  });
});

describe('parseOrderReference', () => {
  it.each([
    ['65e0fed1', { kind: 'short', value: '65E0FED1' }],
    ['#65E0FED1', { kind: 'short', value: '65E0FED1' }],
    ['01A20798-A075-716E-8C64-253D65E0FED1', { kind: 'full', value: '01a20798-a075-716e-8c64-253d65e0fed1' }],
    ['abc', { kind: 'full', value: 'abc' }],
  ])('reads %s', (input, expected) => {
    expect(parseOrderReference(input)).toEqual(expected);
  });
});

describe('parseContact', () => {
  it.each([
    ['Asha@Example.IN', { kind: 'email', value: 'asha@example.in' }],
    ['9876543210', { kind: 'phone', value: '9876543210' }],
    ['+91 98765 43210', { kind: 'phone', value: '9876543210' }],
    ['+91-98765-43210', { kind: 'phone', value: '9876543210' }],
    ['98765', null],
    ['asha', null],
  ])('reads %s', (input, expected) => {
    expect(parseContact(input)).toEqual(expected);
  });
});
