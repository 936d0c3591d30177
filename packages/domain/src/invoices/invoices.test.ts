import { describe, expect, it } from 'vitest';
import { amountInWords, integerInIndianWords } from './amount-in-words.rules';
import { documentNumber, financialYearOf, indiaDateOf, indiaMonthRange } from './financial-year.rules';
import {
  creditNoteLinesOf,
  hsnSummaryOf,
  invoiceLinesOf,
  invoiceTotalsOf,
  returnCreditLinesOf,
  type InvoiceLineSource,
} from './invoice-lines.rules';
import { buildInvoiceDocument } from './invoice-document.rules';

describe('financialYearOf', () => {
  it.each([
    ['2027-03-31T18:29:59.999Z', '26-27', '31 March 23:59:59 IST is still the old year'],
    ['2027-03-31T18:30:00.000Z', '27-28', '1 April 00:00 IST opens the new year'],
    ['2026-04-01T00:00:00.000Z', '26-27', 'April in India'],
    ['2026-12-31T20:00:00.000Z', '26-27', '1 January IST, mid-year'],
    ['2099-06-01T00:00:00.000Z', '99-00', 'the century wraps'],
  ])('puts %s in %s (%s)', (iso, fy) => {
    expect(financialYearOf(new Date(iso))).toBe(fy);
  });

  it('dates a document in India time', () => {
    expect(indiaDateOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
  });

  it('opens a month at midnight India time', () => {
    expect(indiaMonthRange('2026-04')).toEqual({
      from: new Date('2026-03-31T18:30:00Z'),
      to: new Date('2026-04-30T18:30:00Z'),
    });
  });
});

describe('documentNumber', () => {
  it.each([
    ['MS', '26-27', 123, 'MS/26-27/000123'],
    ['CN', '26-27', 1, 'CN/26-27/000001'],
    ['ABC', '27-28', 999_999, 'ABC/27-28/999999'],
  ])('numbers %s %s #%s as %s', (prefix, fy, serial, expected) => {
    expect(documentNumber(prefix, fy, serial)).toBe(expected);
    expect(expected.length).toBeLessThanOrEqual(16);
  });

  it.each([
    ['ms', 1],
    ['ABCD', 1],
    ['MS', 0],
    ['ABC', 1_000_000],
  ])('refuses prefix %s serial %s', (prefix, serial) => {
    expect(() => documentNumber(prefix, '26-27', serial)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it.each([
    [
      12_345_678_90,
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only',
    ],
    [100, 'Rupees One Only'],
    [0, 'Rupees Zero Only'],
    [5, 'Five Paise Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [100_00_00_000_00, 'Rupees One Hundred Crore Only'],
    [58_882, 'Rupees Five Hundred Eighty-Eight and Eighty-Two Paise Only'],
    [11_011_00, 'Rupees Eleven Thousand Eleven Only'],
  ])('writes %s paise as %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses a fraction of a paisa or a negative amount', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => integerInIndianWords(-1)).toThrow(RangeError);
  });
});

const lines: InvoiceLineSource[] = [
  {
    description: 'Arduino Uno R3',
    hsnCode: '8473',
    quantity: 3,
    unitPricePaise: 49_900,
    discountPaise: 7_485,
    taxablePaise: 142_215,
    gstPaise: 25_599,
    gstRateBp: 1800,
  },
  {
    description: 'Jumper wires',
    hsnCode: '8544',
    quantity: 1,
    unitPricePaise: 9_900,
    discountPaise: 495,
    taxablePaise: 9_405,
    gstPaise: 1_693,
    gstRateBp: 1800,
  },
  {
    description: 'Breadboard',
    hsnCode: '8473',
    quantity: 2,
    unitPricePaise: 7_500,
    discountPaise: 750,
    taxablePaise: 14_250,
    gstPaise: 2_565,
    gstRateBp: 1800,
  },
];

describe('invoice lines', () => {
  it('splits each line into CGST and SGST inside the seller state, odd paisa to CGST', () => {
    const [first] = invoiceLinesOf(lines, 0, true);
    expect(first).toMatchObject({
      cgstPaise: 12_800,
      sgstPaise: 12_799,
      igstPaise: 0,
      discountPaise: 7_485,
      unit: 'NOS',
      totalPaise: 167_814,
    });
  });

  it("shows a line of 2 × '₹64.00 incl. GST' at ₹128.00 with no discount, GST worked back as the order priced it (issue 27)", () => {
    const [line] = invoiceLinesOf(
      [
        {
          description: 'Servo SG90',
          hsnCode: '8501',
          quantity: 2,
          unitPricePaise: 5_424,
          discountPaise: 0,
          taxablePaise: 10_847,
          gstPaise: 1_953,
          gstRateBp: 1800,
        },
      ],
      0,
      true,
    );
    expect(line).toMatchObject({
      discountPaise: 0,
      taxablePaise: 10_847,
      cgstPaise: 977,
      sgstPaise: 976,
      totalPaise: 12_800,
    });
  });

  it('charges IGST outside the seller state', () => {
    expect(invoiceLinesOf(lines, 0, false).map((l) => l.igstPaise)).toEqual([25_599, 1_693, 2_565]);
  });

  it('takes the shipping rate from the goods, not from an extended warranty (a service, SAC 998714) at a higher rate', () => {
    const goods = {
      description: 'Solder wire',
      hsnCode: '8311',
      quantity: 1,
      unitPricePaise: 10_000,
      discountPaise: 0,
      taxablePaise: 10_000,
      gstPaise: 1_200,
      gstRateBp: 1200,
    };
    const warranty = {
      description: 'Extended warranty (12 months) for Solder wire',
      hsnCode: '998714',
      quantity: 1,
      unitPricePaise: 5_000,
      discountPaise: 0,
      taxablePaise: 5_000,
      gstPaise: 900,
      gstRateBp: 1800,
      service: true,
    };
    const all = invoiceLinesOf([goods, warranty], 5_600, false);
    expect(all.map((l) => [l.hsnCode, l.gstRateBp, l.taxablePaise, l.igstPaise])).toEqual([
      ['8311', 1200, 10_000, 1_200],
      ['998714', 1800, 5_000, 900],
      ['996812', 1200, 5_000, 600],
    ]);
    expect(invoiceTotalsOf(all).totalPaise).toBe(11_200 + 5_900 + 5_600);
  });

  it('adds shipping as its own taxed line whose total is the charge', () => {
    const shipping = invoiceLinesOf(lines, 5_900, true).at(-1)!;
    expect(shipping).toMatchObject({
      hsnCode: '996812',
      taxablePaise: 5_000,
      cgstPaise: 450,
      sgstPaise: 450,
      totalPaise: 5_900,
    });
  });

  it.each([true, false])('adds up exactly to the order total (intra-state %s)', (intra) => {
    const all = invoiceLinesOf(lines, 4_701, intra);
    const totals = invoiceTotalsOf(all);
    const orderTotal = lines.reduce((a, l) => a + l.taxablePaise + l.gstPaise, 0) + 4_701;
    expect(totals.totalPaise).toBe(orderTotal);
    expect(totals.taxablePaise + totals.taxPaise).toBe(totals.totalPaise);
    expect(totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.taxPaise);
  });

  it('sums the HSN summary by code and rate, matching the totals', () => {
    const all = invoiceLinesOf(lines, 5_900, false);
    const summary = hsnSummaryOf(all);
    expect(summary.map((r) => [r.hsnCode, r.quantity])).toEqual([
      ['8473', 5],
      ['8544', 1],
      ['996812', 1],
    ]);
    expect(summary.reduce((a, r) => a + r.taxablePaise, 0)).toBe(invoiceTotalsOf(all).taxablePaise);
  });
});

describe('creditNoteLinesOf', () => {
  const invoiceLines = invoiceLinesOf(lines, 5_900, true);
  const total = invoiceTotalsOf(invoiceLines).totalPaise;

  it('credits the whole invoice line for line', () => {
    expect(creditNoteLinesOf(invoiceLines, total, true)).toEqual(invoiceLines);
  });

  it.each([1, 1_000, 99_999])('credits part of it so that the lines add up to %s paise', (amount) => {
    const credited = invoiceTotalsOf(creditNoteLinesOf(invoiceLines, amount, true));
    expect(credited.totalPaise).toBe(amount);
    expect(credited.taxablePaise + credited.taxPaise).toBe(amount);
  });

  it('refuses more than the invoice or nothing', () => {
    expect(() => creditNoteLinesOf(invoiceLines, total + 1, true)).toThrow(RangeError);
    expect(() => creditNoteLinesOf(invoiceLines, 0, true)).toThrow(RangeError);
  });
});

describe('buildInvoiceDocument', () => {
  it('states the place of supply with its code, B2B when the buyer has a GSTIN, and the total in words', () => {
    const doc = buildInvoiceDocument({
      kind: 'invoice',
      number: 'MS/26-27/000001',
      date: '2026-05-01',
      orderId: 'o1',
      orderReference: 'ABCD1234',
      orderDate: '2026-05-01',
      seller: { name: 'MakerShop Pvt Ltd', address: 'Noida', state: 'Uttar Pradesh', gstin: '09AAACM1234F1Z5' },
      buyer: {
        name: 'Asha',
        companyName: 'Asha Labs',
        address: 'MG Road',
        state: 'Karnataka',
        gstin: '29AAPFU0939F1ZV',
        email: 'a@x.in',
        phone: '9876543210',
      },
      intraState: false,
      lines: invoiceLinesOf(lines, 0, false),
    });
    expect(doc.placeOfSupply).toEqual({ state: 'Karnataka', code: '29' });
    expect(doc.seller.stateCode).toBe('09');
    expect(doc.b2b).toBe(true);
    expect(doc.amountInWords).toMatch(/^Rupees .* Only$/);
  });
});

describe('returnCreditLinesOf', () => {
  const lines = invoiceLinesOf(
    [
      {
        description: 'DHT22 (S-1)',
        hsnCode: '90258090',
        quantity: 3,
        unitPricePaise: 33_334,
        discountPaise: 0,
        taxablePaise: 100_001,
        gstPaise: 18_000,
        gstRateBp: 1800,
      },
      {
        description: 'ESP32 (B-1)',
        hsnCode: '84733099',
        quantity: 1,
        unitPricePaise: 50_000,
        discountPaise: 0,
        taxablePaise: 50_000,
        gstPaise: 9_000,
        gstRateBp: 1800,
      },
    ],
    5_900,
    true,
  );

  it('credits returned units with their quantity, and the lines add up exactly when every unit comes back', () => {
    const first = returnCreditLinesOf(lines, [{ index: 0, from: 0, units: 2 }], null, true);
    const rest = returnCreditLinesOf(lines, [{ index: 0, from: 2, units: 1 }], null, true);
    expect(first[0]).toMatchObject({ quantity: 2, hsnCode: '90258090', description: 'DHT22 (S-1)' });
    expect(first[0]!.totalPaise + rest[0]!.totalPaise).toBe(lines[0]!.totalPaise);
    expect(first[0]!.taxablePaise + rest[0]!.taxablePaise).toBe(lines[0]!.taxablePaise);
    const tax = (l: { cgstPaise: number; sgstPaise: number; igstPaise: number }) =>
      l.cgstPaise + l.sgstPaise + l.igstPaise;
    expect(tax(first[0]!) + tax(rest[0]!)).toBe(tax(lines[0]!));
    expect(hsnSummaryOf(first)[0]).toMatchObject({ hsnCode: '90258090', quantity: 2 });
  });

  it("shares the line's recorded discount over its units, never a paisa the order did not give", () => {
    const [discounted] = invoiceLinesOf(
      [
        {
          description: 'Arduino Uno R3',
          hsnCode: '8473',
          quantity: 3,
          unitPricePaise: 49_900,
          discountPaise: 7_485,
          taxablePaise: 142_215,
          gstPaise: 25_599,
          gstRateBp: 1800,
        },
      ],
      0,
      true,
    );
    const two = returnCreditLinesOf([discounted!], [{ index: 0, from: 0, units: 2 }], null, true)[0]!;
    const one = returnCreditLinesOf([discounted!], [{ index: 0, from: 2, units: 1 }], null, true)[0]!;
    expect([two.discountPaise, one.discountPaise]).toEqual([4_990, 2_495]);
    // 2 × ₹64.00 with no coupon: each unit comes back at ₹64.00 and no discount.
    const [plain] = invoiceLinesOf(
      [
        {
          description: 'Servo SG90',
          hsnCode: '8501',
          quantity: 2,
          unitPricePaise: 5_424,
          discountPaise: 0,
          taxablePaise: 10_847,
          gstPaise: 1_953,
          gstRateBp: 1800,
        },
      ],
      0,
      true,
    );
    const back = returnCreditLinesOf([plain!], [{ index: 0, from: 0, units: 1 }], null, true)[0]!;
    expect(back).toMatchObject({ discountPaise: 0, totalPaise: 6_400 });
  });

  it('adds the shipping line whole when asked, and refuses units the line does not have', () => {
    const credited = returnCreditLinesOf(lines, [{ index: 1, from: 0, units: 1 }], 2, true);
    expect(credited.map((l) => l.description)).toEqual(['ESP32 (B-1)', 'Shipping and handling']);
    expect(credited.reduce((a, l) => a + l.totalPaise, 0)).toBe(59_000 + 5_900);
    expect(() => returnCreditLinesOf(lines, [{ index: 1, from: 1, units: 1 }], null, true)).toThrow(RangeError);
    expect(() => returnCreditLinesOf(lines, [{ index: 5, from: 0, units: 1 }], null, true)).toThrow(RangeError);
  });
});
