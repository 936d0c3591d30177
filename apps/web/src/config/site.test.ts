import { describe, expect, it } from 'vitest';
import { isAdminPath } from './paths';
import { whatsAppHref } from './site';

describe('whatsAppHref', () => {
  it('links to the full international number, digits only', () => {
    expect(whatsAppHref('+91 120 4567 890')).toBe('https://wa.me/911204567890');
    expect(whatsAppHref('0091-98123-45678')).toBe('https://wa.me/919812345678');
  });

  it('puts India in front of a local 10-digit number or one with a trunk 0', () => {
    expect(whatsAppHref('98123 45678')).toBe('https://wa.me/919812345678');
    expect(whatsAppHref('09812345678')).toBe('https://wa.me/919812345678');
  });

  it('gives no link for a number that cannot be dialled', () => {
    expect(whatsAppHref('')).toBeNull();
    expect(whatsAppHref('12345')).toBeNull();
    expect(whatsAppHref('call us')).toBeNull();
  });
});

describe('isAdminPath', () => {
  it('knows the back office paths and nothing else', () => {
    for (const path of ['/admin-login', '/admin-dashboard', '/admin-dashboard/orders', '/admin/login', '/admin'])
      expect(isAdminPath(path), path).toBe(true);
    for (const path of ['/', '/allproducts', '/product/administrator-kit', '/administrator', '/profile'])
      expect(isAdminPath(path), path).toBe(false);
  });
});
