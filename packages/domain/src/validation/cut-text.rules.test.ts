import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text.rules';

describe('cutText', () => {
  it('keeps text within the limit and cuts longer text with an ellipsis', () => {
    expect(cutText('Short title', 200)).toBe('Short title');
    expect(cutText('x'.repeat(200), 200)).toBe('x'.repeat(200));
    expect(cutText('x'.repeat(201), 200)).toBe(`${'x'.repeat(200)}…`);
    expect(cutText('Please send 50 ESP32 boards with a GST invoice to our office', 50)).toBe(
      'Please send 50 ESP32 boards with a GST invoice to…',
    );
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(cutText('🔌🔋⚡', 2)).toBe('🔌🔋…');
  });
});
