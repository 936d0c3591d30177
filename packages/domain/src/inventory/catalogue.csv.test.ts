import { describe, expect, it } from 'vitest';
import {
  fromSpreadsheetSafe,
  headerErrors,
  planCatalogueImport,
  spreadsheetSafe,
  type CatalogueFacts,
} from './catalogue.csv';

const facts: CatalogueFacts = {
  categories: new Map([['sensors', new Set(['temperature & humidity'])]]),
  brands: new Set(['generic']),
  products: new Map([['SN-1', { stock: 7 }]]),
};
const header = [
  'sku',
  'product_name',
  'category',
  'sub_category',
  'brand',
  'hsn_code',
  'gst_rate',
  'mrp',
  'price',
  'stock',
];
const row = (values: Partial<Record<string, string>>) => ({
  sku: 'SN-2',
  product_name: 'BME280',
  category: 'Sensors',
  sub_category: '',
  brand: '',
  hsn_code: '90258090',
  gst_rate: '18',
  mrp: '499',
  price: '349',
  stock: '10',
  ...values,
});

describe('headerErrors', () => {
  it('accepts the required columns in any order and names unknown, repeated and missing ones', () => {
    expect(headerErrors(['stock', 'price', 'mrp', 'category', 'product_name', 'sku'])).toEqual([]);
    expect(headerErrors(['sku', 'sku', 'colour']).map((e) => e.message)).toEqual([
      "Column 'sku' appears twice",
      expect.stringContaining("Unknown column 'colour'"),
      "Missing column 'product_name'",
      "Missing column 'category'",
      "Missing column 'mrp'",
      "Missing column 'price'",
      "Missing column 'stock'",
    ]);
  });
});

describe('planCatalogueImport', () => {
  it('sorts good rows into creates and updates, rupees into paise', () => {
    const plan = planCatalogueImport(
      header,
      [row({}), row({ sku: 'SN-1', hsn_code: '', stock: '3', price: '349.5' })],
      facts,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.toCreate).toMatchObject([
      { row: 2, sku: 'SN-2', mrpPaise: 49_900, pricePaise: 34_900, stock: 10, stockBefore: null, gstRateBp: 1800 },
    ]);
    expect(plan.toUpdate).toMatchObject([
      { row: 3, sku: 'SN-1', pricePaise: 34_950, stock: 3, stockBefore: 7, hsnCode: null },
    ]);
  });

  it('reads the optional warranty_months column: whole months, blank = not given', () => {
    const plan = planCatalogueImport(
      [...header, 'warranty_months'],
      [row({ warranty_months: '12' }), row({ sku: 'SN-1', warranty_months: '' })],
      facts,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.toCreate).toMatchObject([{ sku: 'SN-2', warrantyMonths: 12 }]);
    expect(plan.toUpdate).toMatchObject([{ sku: 'SN-1', warrantyMonths: null }]);
  });

  it('reads the optional extended warranty pair: months and price per unit before GST, both blank = kept', () => {
    const cols = [...header, 'extended_warranty_months', 'extended_warranty_price'];
    const plan = planCatalogueImport(
      cols,
      [
        row({ extended_warranty_months: '24', extended_warranty_price: '299.50' }),
        row({ sku: 'SN-1', extended_warranty_months: '', extended_warranty_price: '' }),
      ],
      facts,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.toCreate).toMatchObject([
      { sku: 'SN-2', extendedWarrantyMonths: 24, extendedWarrantyPricePaise: 29_950 },
    ]);
    expect(plan.toUpdate).toMatchObject([
      { sku: 'SN-1', extendedWarrantyMonths: null, extendedWarrantyPricePaise: null },
    ]);
  });

  it.each([
    [
      { extended_warranty_months: '12', extended_warranty_price: '0' },
      'extended_warranty_price',
      'Extended warranty price must be above 0 when extended warranty months are set',
    ],
    [
      { extended_warranty_months: '12', extended_warranty_price: '' },
      'extended_warranty_price',
      'Give extended_warranty_months and extended_warranty_price together (or leave both blank to keep them)',
    ],
    [
      { extended_warranty_months: '61', extended_warranty_price: '100' },
      'extended_warranty_months',
      "Extended warranty must be a whole number of months from 0 to 60, not '61'",
    ],
    [
      { extended_warranty_months: '12', extended_warranty_price: 'abc' },
      'extended_warranty_price',
      "Extended warranty price must be a number of rupees with at most two decimals, not 'abc'",
    ],
  ])('refuses the extended warranty cells %o in column %s', (values, column, message) => {
    const plan = planCatalogueImport(
      [...header, 'extended_warranty_months', 'extended_warranty_price'],
      [row(values)],
      facts,
    );
    expect(plan.errors).toEqual([{ row: 2, column, message }]);
  });

  it.each([
    [{ sku: '' }, 'sku', 'SKU is required'],
    [{ sku: 'bad sku!' }, 'sku', 'SKU may have only letters, digits and . _ / - (at most 64)'],
    [{ product_name: ' ' }, 'product_name', 'Product name is required'],
    [{ category: 'Toys' }, 'category', "Unknown category 'Toys'"],
    [{ sub_category: 'Gas' }, 'sub_category', "Unknown subcategory 'Gas' in Sensors"],
    [{ brand: 'Acme' }, 'brand', "Unknown brand 'Acme'"],
    [{ hsn_code: '' }, 'hsn_code', 'HSN code is required for a new product'],
    [{ hsn_code: '12' }, 'hsn_code', 'HSN code must be 4 to 8 digits'],
    [{ gst_rate: '17' }, 'gst_rate', 'GST rate must be one of 0, 5, 12, 18, 28 (percent)'],
    [{ mrp: '-1' }, 'mrp', "MRP must be a number of rupees with at most two decimals, not '-1'"],
    [{ price: '1,000' }, 'price', "Price must be a number of rupees with at most two decimals, not '1,000'"],
    [{ price: '12.345' }, 'price', "Price must be a number of rupees with at most two decimals, not '12.345'"],
    [{ stock: '2.5' }, 'stock', "Stock must be a whole number from 0 to 1000000, not '2.5'"],
    [{ stock: '1000001' }, 'stock', "Stock must be a whole number from 0 to 1000000, not '1000001'"],
    [{ mrp: '0' }, 'price', 'Enter the MRP (tax-inclusive) of the product.'],
    [
      { warranty_months: '121' },
      'warranty_months',
      "Warranty must be a whole number of months from 0 to 120, not '121'",
    ],
    [
      { warranty_months: '6.5' },
      'warranty_months',
      "Warranty must be a whole number of months from 0 to 120, not '6.5'",
    ],
    [{ warranty_months: '-1' }, 'warranty_months', "Warranty must be a whole number of months from 0 to 120, not '-1'"],
  ])('refuses %o in column %s', (values, column, message) => {
    const plan = planCatalogueImport(header, [row(values)], facts);
    expect(plan.errors).toEqual([{ row: 2, column, message }]);
    expect(plan.toCreate).toEqual([]);
  });

  it('refuses a price whose GST takes it above the MRP (tax-inclusive)', () => {
    const plan = planCatalogueImport(header, [row({ mrp: '100', price: '90' })], facts);
    expect(plan.errors[0]).toMatchObject({
      row: 2,
      column: 'price',
      message: expect.stringMatching(/^The price with GST \(₹106\.20\) is above the MRP \(₹100\.00\)/),
    });
  });

  it('flags a SKU written twice (in any case) on the later row only', () => {
    const plan = planCatalogueImport(header, [row({}), row({ sku: 'sn-2' }), row({ sku: 'SN-3' })], facts);
    expect(plan.errors).toEqual([{ row: 3, column: 'sku', message: "Duplicate SKU 'sn-2' (first on row 2)" }]);
    expect(plan.toCreate.map((r) => r.sku)).toEqual(['SN-2', 'SN-3']);
  });
});

describe('spreadsheet-safe cells', () => {
  it.each(['=HYPERLINK("x")', '+91 relay', '-5V regulator', '@sum', '\tTab'])(
    'escapes %j on export and reads it back unchanged',
    (text) => {
      expect(spreadsheetSafe(text)).toBe(`'${text}`);
      expect(fromSpreadsheetSafe(spreadsheetSafe(text))).toBe(text);
    },
  );

  it('leaves ordinary text alone both ways', () => {
    expect(spreadsheetSafe("Arduino Uno R3 'Made in Italy'")).toBe("Arduino Uno R3 'Made in Italy'");
    expect(fromSpreadsheetSafe("'quoted name'")).toBe("'quoted name'");
  });

  it('imports an escaped name as its text', () => {
    const plan = planCatalogueImport(header, [row({ product_name: "'-5V Regulator" })], facts);
    expect(plan.toCreate[0]?.productName).toBe('-5V Regulator');
  });
});
