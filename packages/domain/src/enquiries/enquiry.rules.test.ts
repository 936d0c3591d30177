import { describe, expect, it } from 'vitest';
import {
  canQuote,
  indiaDateOf,
  isEnquiryUpdated,
  isQuoteValidOn,
  quoteNumber,
  quoteYearOf,
  shortEnquiryId,
} from './enquiry.rules';
import { quotePriceProblem, quoteTotals } from './quote-price.rules';
import { quoteLinesProblem, quoteUseProblem } from './quote-use.rules';
import { bulkOrderRequestBody, createQuoteBody, enquiryEmailBody } from './enquiry.schemas';

describe('enquiry rules', () => {
  it('shows the last six characters upper-cased as the short id', () => {
    expect(shortEnquiryId('3f2a-9b1c-00ab12cd')).toBe('AB12CD');
  });
  it('tags an enquiry Updated only when staff changed it after it was sent', () => {
    expect(isEnquiryUpdated('2026-11-20T10:00:00.000Z', '2026-11-20T10:00:00.000Z')).toBe(false);
    expect(isEnquiryUpdated('2026-11-20T10:00:00.000Z', '2026-11-20T11:00:00.000Z')).toBe(true);
  });
  it('refuses a quote on an ordered, completed or rejected enquiry', () => {
    expect(canQuote('Pending')).toBe(true);
    expect(canQuote('Quoted')).toBe(true);
    for (const s of ['Ordered', 'Completed', 'Rejected'] as const) expect(canQuote(s)).toBe(false);
  });
  it('numbers quotes BQ-YY-NNNNNN in India time', () => {
    expect(quoteNumber('26', 12)).toBe('BQ-26-000012');
    expect(quoteYearOf(new Date('2026-12-31T19:00:00Z'))).toBe('27');
    expect(() => quoteNumber('2026', 1)).toThrow(RangeError);
  });
});

describe('quote validity (India day, inclusive)', () => {
  it('is payable all of its last day in India and not a minute after', () => {
    expect(indiaDateOf(new Date('2026-11-30T18:29:00Z'))).toBe('2026-11-30');
    expect(isQuoteValidOn('2026-11-30', new Date('2026-11-30T18:29:00Z'))).toBe(true);
    expect(isQuoteValidOn('2026-11-30', new Date('2026-11-30T18:30:00Z'))).toBe(false);
  });
  it.each([
    [{ status: 'open', validUntil: '2026-12-01' }, null],
    [{ status: 'accepted', validUntil: '2026-12-01' }, null],
    [{ status: 'ordered', validUntil: '2026-12-01' }, 'This quote has already been ordered.'],
    [{ status: 'withdrawn', validUntil: '2026-12-01' }, 'This quote was withdrawn. Please ask us for a new one.'],
    [{ status: 'open', validUntil: '2026-11-19' }, 'This quote has expired. Please ask us for a new one.'],
  ] as const)('%o → %s', (quote, problem) => {
    expect(quoteUseProblem(quote, new Date('2026-11-20T10:00:00+05:30'))).toBe(problem);
  });
  it('wants every quoted line once at its quantity', () => {
    const quoted = [
      { id: 'a', quantity: 50 },
      { id: 'b', quantity: 10 },
    ];
    expect(
      quoteLinesProblem(quoted, [
        { quoteLineId: 'b', quantity: 10 },
        { quoteLineId: 'a', quantity: 50 },
      ]),
    ).toBeNull();
    expect(quoteLinesProblem(quoted, [{ quoteLineId: 'a', quantity: 50 }])).not.toBeNull();
    expect(
      quoteLinesProblem(quoted, [
        { quoteLineId: 'a', quantity: 49 },
        { quoteLineId: 'b', quantity: 10 },
      ]),
    ).not.toBeNull();
    expect(
      quoteLinesProblem(quoted, [
        { quoteLineId: 'a', quantity: 50 },
        { quoteLineId: 'a', quantity: 50 },
      ]),
    ).not.toBeNull();
  });
});

describe('quote prices', () => {
  const line = { productName: 'ESP32 board', mrpPaise: 59_000, gstRateBp: 1800 };
  it('takes ₹0 and any price whose GST-inclusive figure stays within the MRP', () => {
    expect(quotePriceProblem({ ...line, unitPricePaise: 0 })).toBeNull();
    expect(quotePriceProblem({ ...line, unitPricePaise: 50_000 })).toBeNull(); // ₹590.00 with GST = MRP
  });
  it('refuses a price below ₹0 or above the MRP with GST, naming the highest allowed', () => {
    expect(quotePriceProblem({ ...line, unitPricePaise: -1 })).toMatch(/below ₹0/);
    expect(quotePriceProblem({ ...line, unitPricePaise: 50_001 })).toMatch(/above the MRP.*at most ₹500\.00/);
  });
  it('totals the lines as the cart does: tax-inclusive unit × quantity, GST worked back', () => {
    const totals = quoteTotals([
      { unitPricePaise: 45_000, quantity: 10, gstRateBp: 1800 },
      { unitPricePaise: 999, quantity: 3, gstRateBp: 1800 },
    ]);
    expect(totals.lines[0]).toEqual({
      unitPriceWithGstPaise: 53_100,
      taxablePaise: 450_000,
      gstPaise: 81_000,
      totalPaise: 531_000,
    });
    expect(totals.lines[1]!.totalPaise).toBe(1179 * 3);
    expect(totals.totalPaise).toBe(531_000 + 3537);
    expect(totals.taxablePaise + totals.gstPaise).toBe(totals.totalPaise);
  });
});

describe('enquiry bodies', () => {
  const valid = {
    companyName: 'Robo Labs',
    contactPerson: 'Asha Rao',
    email: 'Asha@RoboLabs.in',
    phone: '9876543210',
    productName: 'ESP32 boards',
    quantity: '250',
    address: '12 MG Road, Bengaluru 560001',
  };
  it('takes the form with an optional GSTIN, normalised', () => {
    const parsed = bulkOrderRequestBody.parse({ ...valid, gstNumber: ' 27aapfu0939f1zv ' });
    expect(parsed).toMatchObject({ email: 'asha@robolabs.in', quantity: 250, gstNumber: '27AAPFU0939F1ZV' });
    expect(bulkOrderRequestBody.parse(valid).gstNumber).toBe('');
  });
  it('refuses a bad GSTIN, U+0000, an overlong description and unknown fields', () => {
    expect(bulkOrderRequestBody.safeParse({ ...valid, gstNumber: '27AAPFU0939F1ZA' }).success).toBe(false);
    expect(bulkOrderRequestBody.safeParse({ ...valid, companyName: 'A\u0000B' }).success).toBe(false);
    expect(bulkOrderRequestBody.safeParse({ ...valid, description: 'x'.repeat(3101) }).success).toBe(false);
    expect(bulkOrderRequestBody.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });
  it("refuses a blank staff message with the spec's text", () => {
    const result = enquiryEmailBody.safeParse({ message: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a message');
  });
  it('refuses a negative quote price and a duplicate product', () => {
    const line = { productId: 'p1', quantity: 5, unitPrice: 10 };
    expect(createQuoteBody.safeParse({ lines: [line], validUntil: '2026-12-01' }).success).toBe(true);
    expect(createQuoteBody.safeParse({ lines: [{ ...line, unitPrice: -1 }], validUntil: '2026-12-01' }).success).toBe(
      false,
    );
    expect(createQuoteBody.safeParse({ lines: [line, line], validUntil: '2026-12-01' }).success).toBe(false);
  });
});
