import { describe, expect, it } from 'vitest';
import { trackingTarget } from './tracking-link';

describe('trackingTarget', () => {
  it('keeps a path on the shop in this tab, so the shopper stays on the host they came to', () => {
    expect(trackingTarget('/track-order?waybill=21234567890123&order=ABCD1234')).toEqual({
      href: '/track-order?waybill=21234567890123&order=ABCD1234',
      external: false,
    });
  });

  it("opens a courier's http(s) page in a new tab", () => {
    expect(trackingTarget('https://www.delhivery.com/track/package/123')).toEqual({
      href: 'https://www.delhivery.com/track/package/123',
      external: true,
    });
  });

  it('refuses anything else: no value, another scheme, a protocol-relative address', () => {
    for (const url of [
      null,
      undefined,
      '',
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'track-order',
    ])
      expect(trackingTarget(url)).toBeNull();
  });
});
