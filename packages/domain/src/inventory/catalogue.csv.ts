/**
 * The catalogue CSV (issue 9; docs/decisions/037): its columns, and the dry run that checks every
 * row of an import against the catalogue before anything is saved. Pure: the server parses the
 * file (csv-parse) and hands in the records and what the catalogue knows; the plan lists the rows
 * to create, the rows to update and every error with its row number (the header is row 1, as a
 * spreadsheet numbers it) and column. Rupees in the file, paise in the plan.
 */
import { rupeesToPaise, type Paise } from '../money/money.rules';
import { mrpRuleProblem } from '../pricing/mrp.rules';
import { bulkPriceProblem } from '../pricing/bulk-price.rules';
import type { BulkPriceFields } from '../pricing/quantity-tiers.rules';
import { MAX_STOCK_UNITS } from '../catalog/product.schemas';
import {
  EXTENDED_WARRANTY_PRICE_NEEDED,
  MAX_EXTENDED_WARRANTY_MONTHS,
  MAX_WARRANTY_MONTHS,
} from '../catalog/warranty.rules';
import { IMPORTER_REQUIRED, isImported, MAX_COUNTRY_LENGTH, MAX_IMPORTER_LENGTH } from '../catalog/origin.rules';

/** Why a row gives one of the extended warranty cells without the other. */
export const EXTENDED_WARRANTY_PAIR_NEEDED =
  'Give extended_warranty_months and extended_warranty_price together (or leave both blank to keep them)';

/** Every column, in the order the export writes them. */
export const CATALOGUE_CSV_COLUMNS = [
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
  'warranty_months',
  'extended_warranty_months',
  'extended_warranty_price',
  'country_of_origin',
  'importer_details',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
/** The columns an import file must have; the others may be left out. */
export const REQUIRED_CSV_COLUMNS: readonly CatalogueCsvColumn[] = [
  'sku',
  'product_name',
  'category',
  'mrp',
  'price',
  'stock',
];
export const GST_RATES_PERCENT = [0, 5, 12, 18, 28] as const;
const DEFAULT_GST_PERCENT = 18;
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const HSN_PATTERN = /^[0-9]{4,8}$/;
const MONEY_PATTERN = /^[0-9]{1,9}(\.[0-9]{1,2})?$/;
const MAX_NAME_LENGTH = 200;

/**
 * A text cell as the export writes it: one that a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return; OWASP "CSV injection") gets a leading apostrophe.
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A text cell as the import reads it: the apostrophe spreadsheetSafe added is taken off again. */
export function fromSpreadsheetSafe(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** One problem of an import: its row (1 = the header) and column, or null for the whole row. */
export interface ImportError {
  row: number;
  column: string | null;
  message: string;
}

/** What the catalogue holds that the rows are checked against (names compared without case). */
export interface CatalogueFacts {
  /** Category name (lower case) → its subcategory names (lower case). */
  categories: ReadonlyMap<string, ReadonlySet<string>>;
  /** Brand names, lower case. */
  brands: ReadonlySet<string>;
  /**
   * Existing products by SKU (as stored), with their unit count, and their GST rate (basis points)
   * and own bulk prices (paise), which the import keeps and a new price must not undercut.
   */
  products: ReadonlyMap<string, { stock: number; gstRateBp?: number; bulkPrices?: BulkPriceFields }>;
}

/** A checked row, ready to save: names as written in the file, amounts in paise. */
export interface ImportRow {
  row: number;
  sku: string;
  productName: string;
  category: string;
  subCategory: string | null;
  brand: string | null;
  hsnCode: string | null;
  gstRateBp: number | null;
  mrpPaise: Paise;
  pricePaise: Paise;
  stock: number;
  /** The warranty in whole months (issue 10); null when the cell is blank or the column left out (a new product gets 0, an update keeps its own). */
  warrantyMonths: number | null;
  /** The extended warranty offered (decision 039): months added and price per unit before GST (paise); null = blank, kept (0 for a new product). */
  extendedWarrantyMonths: number | null;
  extendedWarrantyPricePaise: Paise | null;
  /**
   * Where it is made and, when not India, its importer (catalog/origin.rules.ts); null = blank,
   * kept ('India' and none for a new product). A row that names another country names its importer too.
   */
  countryOfOrigin: string | null;
  importerDetails: string | null;
  /** The count before the import for an update, null for a new product. */
  stockBefore: number | null;
}

export interface ImportPlan {
  toCreate: ImportRow[];
  toUpdate: ImportRow[];
  errors: ImportError[];
}

/** Header problems (row 1): unknown, repeated or missing columns. Empty when the header is usable. */
export function headerErrors(header: readonly string[]): ImportError[] {
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  for (const name of header) {
    if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name))
      errors.push({
        row: 1,
        column: name,
        message: `Unknown column '${name}'. Columns: ${CATALOGUE_CSV_COLUMNS.join(', ')}`,
      });
    else if (seen.has(name)) errors.push({ row: 1, column: name, message: `Column '${name}' appears twice` });
    seen.add(name);
  }
  for (const name of REQUIRED_CSV_COLUMNS)
    if (!seen.has(name)) errors.push({ row: 1, column: name, message: `Missing column '${name}'` });
  return errors;
}

/** Rupees as written ('1299', '1299.50'), in paise; null when not such a number. */
function moneyOf(cell: string): Paise | null {
  return MONEY_PATTERN.test(cell) ? rupeesToPaise(Number(cell)) : null;
}

/** A record's cell of `column`, trimmed and with the export's formula guard taken off. */
type Cell = (column: CatalogueCsvColumn) => string;
/** Records an error of the row being checked in `column`. */
type Fail = (column: CatalogueCsvColumn, message: string) => void;

/** The SKU, product name, and the category, subcategory and brand, which must be ones the catalogue knows. */
function checkNames(cell: Cell, fail: Fail, facts: CatalogueFacts) {
  const sku = cell('sku');
  if (!SKU_PATTERN.test(sku))
    fail('sku', sku ? 'SKU may have only letters, digits and . _ / - (at most 64)' : 'SKU is required');
  const productName = cell('product_name');
  if (!productName) fail('product_name', 'Product name is required');
  else if (productName.length > MAX_NAME_LENGTH)
    fail('product_name', `Product name must be at most ${MAX_NAME_LENGTH} characters`);

  const category = cell('category');
  const subs = facts.categories.get(category.toLowerCase());
  if (!category) fail('category', 'Category is required');
  else if (!subs) fail('category', `Unknown category '${category}'`);
  const subCategory = cell('sub_category') || null;
  if (subCategory && subs && !subs.has(subCategory.toLowerCase()))
    fail('sub_category', `Unknown subcategory '${subCategory}' in ${category}`);
  const brand = cell('brand') || null;
  if (brand && !facts.brands.has(brand.toLowerCase())) fail('brand', `Unknown brand '${brand}'`);
  return { sku, productName, category, subCategory, brand };
}

/** The HSN code (4 to 8 digits; required for a new product) and the GST rate in percent (one of GST_RATES_PERCENT), null when blank. */
function checkTaxCodes(cell: Cell, fail: Fail, isNew: boolean) {
  const hsnCode = cell('hsn_code') || null;
  if (hsnCode && !HSN_PATTERN.test(hsnCode)) fail('hsn_code', 'HSN code must be 4 to 8 digits');
  if (!hsnCode && isNew) fail('hsn_code', 'HSN code is required for a new product');
  const gstText = cell('gst_rate');
  const gstPercent = gstText === '' ? null : Number(gstText);
  if (gstPercent !== null && !(GST_RATES_PERCENT as readonly number[]).includes(gstPercent))
    fail('gst_rate', `GST rate must be one of ${GST_RATES_PERCENT.join(', ')} (percent)`);
  return { hsnCode, gstPercent };
}

/** The MRP and price (rupees in the file, paise here) and the stock (0 to MAX_STOCK_UNITS); null where refused. */
function checkAmounts(cell: Cell, fail: Fail) {
  const mrpPaise = moneyOf(cell('mrp'));
  if (mrpPaise === null) fail('mrp', `MRP must be a number of rupees with at most two decimals, not '${cell('mrp')}'`);
  const pricePaise = moneyOf(cell('price'));
  if (pricePaise === null)
    fail('price', `Price must be a number of rupees with at most two decimals, not '${cell('price')}'`);
  const stockText = cell('stock');
  const stock = /^[0-9]{1,7}$/.test(stockText) ? Number(stockText) : null;
  if (stock === null || stock > MAX_STOCK_UNITS)
    fail('stock', `Stock must be a whole number from 0 to ${MAX_STOCK_UNITS}, not '${stockText}'`);
  return { mrpPaise, pricePaise, stock };
}

/**
 * The warranty in months and the extended warranty offered (months and price per unit in paise,
 * decision 039), each null when blank; the extended pair is given together, and months above 0
 * need a price above 0.
 */
function checkWarranties(cell: Cell, fail: Fail) {
  const warrantyText = cell('warranty_months');
  const warrantyMonths = warrantyText === '' ? null : /^[0-9]{1,3}$/.test(warrantyText) ? Number(warrantyText) : NaN;
  if (warrantyMonths !== null && !(warrantyMonths <= MAX_WARRANTY_MONTHS))
    fail(
      'warranty_months',
      `Warranty must be a whole number of months from 0 to ${MAX_WARRANTY_MONTHS}, not '${warrantyText}'`,
    );

  const extendedText = cell('extended_warranty_months');
  const extendedWarrantyMonths =
    extendedText === '' ? null : /^[0-9]{1,3}$/.test(extendedText) ? Number(extendedText) : NaN;
  if (extendedWarrantyMonths !== null && !(extendedWarrantyMonths <= MAX_EXTENDED_WARRANTY_MONTHS))
    fail(
      'extended_warranty_months',
      `Extended warranty must be a whole number of months from 0 to ${MAX_EXTENDED_WARRANTY_MONTHS}, not '${extendedText}'`,
    );
  const extendedPriceText = cell('extended_warranty_price');
  const extendedWarrantyPricePaise = extendedPriceText === '' ? null : moneyOf(extendedPriceText);
  if (extendedPriceText !== '' && extendedWarrantyPricePaise === null)
    fail(
      'extended_warranty_price',
      `Extended warranty price must be a number of rupees with at most two decimals, not '${extendedPriceText}'`,
    );
  // The pair is given together (or both left blank, keeping the product's offer): months > 0 need a price above 0.
  if ((extendedText === '') !== (extendedPriceText === ''))
    fail(extendedText === '' ? 'extended_warranty_months' : 'extended_warranty_price', EXTENDED_WARRANTY_PAIR_NEEDED);
  else if (
    extendedWarrantyMonths !== null &&
    extendedWarrantyMonths > 0 &&
    extendedWarrantyPricePaise !== null &&
    extendedWarrantyPricePaise <= 0
  )
    fail('extended_warranty_price', EXTENDED_WARRANTY_PRICE_NEEDED);
  return { warrantyMonths, extendedWarrantyMonths, extendedWarrantyPricePaise };
}

/** The country of origin and importer cells (blank = kept); a country other than India needs its importer in the row. */
function checkOrigin(
  cell: (column: CatalogueCsvColumn) => string,
  fail: (column: CatalogueCsvColumn, message: string) => void,
): { countryOfOrigin: string | null; importerDetails: string | null } {
  const country = cell('country_of_origin');
  const importer = cell('importer_details');
  if (country.length > MAX_COUNTRY_LENGTH)
    fail('country_of_origin', `Country of origin must be at most ${MAX_COUNTRY_LENGTH} characters`);
  if (importer.length > MAX_IMPORTER_LENGTH)
    fail('importer_details', `Importer details must be at most ${MAX_IMPORTER_LENGTH} characters`);
  if (country !== '' && isImported(country) && importer === '') fail('importer_details', IMPORTER_REQUIRED);
  return { countryOfOrigin: country === '' ? null : country, importerDetails: importer === '' ? null : importer };
}

/** Checks one record (header name → cell text) of file row `row`; returns the row or its errors. */
export function checkRecord(
  record: Readonly<Record<string, string>>,
  row: number,
  facts: CatalogueFacts,
): { value?: ImportRow; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const cell = (column: CatalogueCsvColumn) => fromSpreadsheetSafe((record[column] ?? '').trim());
  const fail = (column: CatalogueCsvColumn, message: string) => errors.push({ row, column, message });

  const { sku, productName, category, subCategory, brand } = checkNames(cell, fail, facts);
  const existing = facts.products.get(sku);
  const { hsnCode, gstPercent } = checkTaxCodes(cell, fail, existing === undefined);
  const { mrpPaise, pricePaise, stock } = checkAmounts(cell, fail);
  const { warrantyMonths, extendedWarrantyMonths, extendedWarrantyPricePaise } = checkWarranties(cell, fail);
  const { countryOfOrigin, importerDetails } = checkOrigin(cell, fail);

  const gstRateBp = gstPercent === null ? null : Math.round(gstPercent * 100);
  if (mrpPaise !== null && pricePaise !== null && !errors.some((e) => e.column === 'gst_rate')) {
    const problem = mrpRuleProblem(pricePaise, mrpPaise, gstRateBp ?? DEFAULT_GST_PERCENT * 100);
    if (problem) fail('price', problem);
  }
  // The import keeps a product's own bulk prices: a new price or MRP must keep them in order (issue 27 item 4).
  if (existing?.bulkPrices && mrpPaise !== null && pricePaise !== null && errors.length === 0) {
    const bulk = bulkPriceProblem({
      pricePaise,
      mrpPaise,
      gstRateBp: gstRateBp ?? existing.gstRateBp ?? DEFAULT_GST_PERCENT * 100,
      bulkPrices: existing.bulkPrices,
    });
    if (bulk)
      fail(
        'price',
        `${bulk.message} The import keeps the product's bulk prices: change them in Edit Product, or this row's price.`,
      );
  }
  if (errors.length > 0) return { errors };
  return {
    errors,
    value: {
      row,
      sku,
      productName,
      category,
      subCategory,
      brand,
      hsnCode,
      gstRateBp,
      mrpPaise: mrpPaise!,
      pricePaise: pricePaise!,
      stock: stock!,
      warrantyMonths,
      extendedWarrantyMonths,
      extendedWarrantyPricePaise,
      countryOfOrigin,
      importerDetails,
      stockBefore: existing?.stock ?? null,
    },
  };
}

/**
 * The dry run of an import: header `header` and its records (data row i is file row i + 2).
 * A SKU written twice is an error on each later row; every row is checked, so one pass shows every
 * problem. The plan is applied only when `errors` is empty.
 */
export function planCatalogueImport(
  header: readonly string[],
  records: readonly Readonly<Record<string, string>>[],
  facts: CatalogueFacts,
): ImportPlan {
  const errors = headerErrors(header);
  if (errors.length > 0) return { toCreate: [], toUpdate: [], errors };
  const plan: ImportPlan = { toCreate: [], toUpdate: [], errors };
  const firstRowOf = new Map<string, number>();
  records.forEach((record, index) => {
    const row = index + 2;
    const checked = checkRecord(record, row, facts);
    const sku = (record.sku ?? '').trim();
    const first = firstRowOf.get(sku.toUpperCase());
    if (sku && first !== undefined)
      errors.push({ row, column: 'sku', message: `Duplicate SKU '${sku}' (first on row ${first})` });
    else if (sku) firstRowOf.set(sku.toUpperCase(), row);
    errors.push(...checked.errors);
    if (!checked.value || first !== undefined) return;
    (checked.value.stockBefore === null ? plan.toCreate : plan.toUpdate).push(checked.value);
  });
  return plan;
}
