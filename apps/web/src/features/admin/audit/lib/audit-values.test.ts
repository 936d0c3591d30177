import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChangeLines, auditFieldLabel, formatAuditValue } from './audit-values';

describe('auditChangeLines', () => {
  it('shows an edit as each changed field, old → new, prices in rupees', () => {
    const lines = auditChangeLines({
      before: { price_paise: 45_000, product_warranty: null, images: ['/a.webp', '/b.webp'] },
      after: { price_paise: 42_000, product_warranty: '6 months', images: ['/b.webp'] },
    });
    expect(lines.map((l) => [l.label, l.before, l.after])).toEqual([
      ['Price (before GST)', '₹450.00', '₹420.00'],
      ['Warranty', '—', '6 months'],
      ['Pictures', '2 pictures', '1 picture'],
    ]);
  });

  it("shows a creation's main fields without a before", () => {
    const lines = auditChangeLines({
      before: null,
      after: {
        SKU: 'DS-1',
        product_name: 'Probe',
        price_paise: 19_900,
        mrp_paise: 29_900,
        no_of_product_instock: 40,
        product_description: 'long text',
        images: ['/a.webp'],
      },
    });
    expect(lines.map((l) => [l.label, l.before, l.after])).toEqual([
      ['SKU', null, 'DS-1'],
      ['Name', null, 'Probe'],
      ['Price (before GST)', null, '₹199.00'],
      ['MRP', null, '₹299.00'],
      ['Stock (units)', null, '40'],
      ['Pictures', null, '1 picture'],
    ]);
  });

  it('shows every value of a creation that is not a product', () => {
    expect(
      auditChangeLines({ before: null, after: { code: 'DIWALI', active: true } }).map((l) => [
        l.label,
        l.before,
        l.after,
      ]),
    ).toEqual([
      ['Code', null, 'DIWALI'],
      ['Active', null, 'Yes'],
    ]);
  });

  it("puts a stock adjustment's reason and note after the change, without a before", () => {
    const lines = auditChangeLines({
      before: { no_of_product_instock: 5, product_instock: true },
      // As PostgreSQL's jsonb gives the keys back: shortest first.
      after: { note: 'Counted twice', reason: 'restock', product_instock: true, no_of_product_instock: 8 },
    });
    expect(lines.map((l) => [l.label, l.before, l.after])).toEqual([
      ['Stock (units)', '5', '8'],
      ['Reason', null, 'Restock (goods received)'],
      ['Note', null, 'Counted twice'],
    ]);
  });
});

describe('labels and values', () => {
  it('names known actions and fields, and spells out unknown ones', () => {
    expect(auditActionLabel('product.archive')).toBe('Deleted (archived)');
    expect(auditActionLabel('zipcode.update')).toBe('Service area edited');
    expect(auditActionLabel('gizmo.frob')).toBe('gizmo.frob');
    expect(auditFieldLabel('product_caution')).toBe('Caution');
    expect(auditFieldLabel('shipping_paise')).toBe('Shipping');
    expect(auditFieldLabel('outOfDeliveryArea')).toBe('Out of Delivery Area (ODA)');
    expect(auditFieldLabel('priceBreaks')).toBe('Price breaks');
    expect(auditFieldLabel('source_format')).toBe('Source format');
  });

  it('formats yes/no, empty values, lists and long text', () => {
    expect(formatAuditValue('archived', true)).toBe('Yes');
    expect(formatAuditValue('brand', null)).toBe('—');
    expect(formatAuditValue('product_tags', ['i2c', 'sensor'])).toBe('i2c, sensor');
    expect(
      formatAuditValue('specifications', [
        { title: 'Electrical', data: [] },
        { title: 'Physical', data: [] },
      ]),
    ).toBe('Electrical, Physical');
    expect(formatAuditValue('product_description', 'x'.repeat(300))).toHaveLength(120);
  });

  it('shows instants in India time and camelCase paise fields in rupees (issue 27 item 10)', () => {
    expect(formatAuditValue('expiresAt', '2027-03-31T18:29:00.000Z')).toBe('31 Mar 2027, 11:59 pm');
    expect(formatAuditValue('expiresAt', '2027-03-31T18:30:00.000Z')).toBe('1 Apr 2027, 12:00 am');
    expect(formatAuditValue('discountPaise', 5000)).toBe('₹50.00');
    expect(formatAuditValue('minOrderValuePaise', 49_900)).toBe('₹499.00');
    expect(formatAuditValue('code', '2027 sale')).toBe('2027 sale');
    expect(formatAuditValue('productId', '01a22208-d907-7182-bc84-fc886134379d')).toBe('…6134379D');
  });

  it('shows price breaks as ranges and other nested values as their fields in words, never JSON', () => {
    const breaks = [
      { minQuantity: 10, maxQuantity: 20, discountPaise: 5000 },
      { minQuantity: 20, maxQuantity: null, discountPaise: 7550 },
    ];
    expect(formatAuditValue('priceBreaks', breaks)).toBe('10–19 units: ₹50.00 off each; 20+ units: ₹75.50 off each');
    const nested = formatAuditValue('limits', { capPaise: 12_345, until: '2027-03-31T18:30:00.000Z' });
    expect(nested).toBe('Cap: ₹123.45, Until: 1 Apr 2027, 12:00 am');
    expect(nested).not.toMatch(/[{}"]/);
  });

  it('labels the fields of coupons and wholesale prices', () => {
    const lines = auditChangeLines({
      before: { expiresAt: '2027-03-31T18:29:00.000Z', maxDiscountPaise: 5000 },
      after: { expiresAt: '2027-04-30T18:29:00.000Z', maxDiscountPaise: 10_000 },
    });
    expect(lines.map((l) => [l.label, l.before, l.after])).toEqual([
      ['Expires', '31 Mar 2027, 11:59 pm', '30 Apr 2027, 11:59 pm'],
      ['Maximum discount', '₹50.00', '₹100.00'],
    ]);
  });
});
