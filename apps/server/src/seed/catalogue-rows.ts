/**
 * Turns validated catalogue records into table rows: the six categories, the subcategories and
 * brands the records name (spellings that slug alike are folded into the first one seen, so
 * 'ReadyToSky' and 'Readytosky' are one brand), and the products with prices in paise.
 */
import { rupeesToPaise } from '@shop/domain/money/money.rules';
import { DEFAULT_COUNTRY_OF_ORIGIN, isImported } from '@shop/domain/catalog/origin.rules';
import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { newId } from '../lib/new-id';
import type { brands, products, subCategories } from '../db/schema/catalog';
import type { CatalogueRecord } from './catalogue-record';
import { slugify } from './category-list';
import { productImageUrls } from './product-image-files';

/** The first spelling of each name per slug, within a scope (a category, or all brands). */
export function canonicalNames(entries: { scope: string; name: string }[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const { scope, name } of entries) {
    const key = `${scope}|${slugify(name)}`;
    if (!names.has(key)) names.set(key, name);
  }
  return names;
}

export const subKey = (category: string, name: string) => `${category}|${slugify(name)}`;
export const brandKey = (name: string) => `|${slugify(name)}`;

export function subCategoryRows(
  records: CatalogueRecord[],
  categoryIds: Map<string, string>,
): (typeof subCategories.$inferInsert)[] {
  const names = canonicalNames(records.map((r) => ({ scope: r.category, name: r.sub_category })));
  return [...names].map(([key, name]) => ({
    id: newId(),
    categoryId: categoryIds.get(key.split('|')[0]!)!,
    name,
    slug: slugify(name),
  }));
}

export function brandRows(records: CatalogueRecord[]): (typeof brands.$inferInsert)[] {
  const names = canonicalNames(records.map((r) => ({ scope: '', name: r.brand })));
  return [...names.values()].map((name) => ({ id: newId(), name, slug: slugify(name) }));
}

export interface NameLookup {
  categoryId(name: string): string;
  subCategory(category: string, name: string): { id: string; name: string };
  brand(name: string): { id: string; name: string };
}

/**
 * The demo catalogue's warranty in months by category (issue 10): boards and batteries carry the
 * usual six-month manufacturing warranty; loose parts none (0, shown as 'N/A').
 */
const DEMO_WARRANTY_MONTHS: Readonly<Record<string, number>> = { 'Development Board': 6, Battery: 6 };

/** Demo boards offer 12 more months for a tenth of their price before GST, whole rupees (decision 039); other parts none. */
const DEMO_EXTENDED_WARRANTY_MONTHS: Readonly<Record<string, number>> = { 'Development Board': 12 };
const demoWarrantyPricePaise = (priceRupees: number) => rupeesToPaise(Math.max(1, Math.round(priceRupees / 10)));

/**
 * Where the demo brands make their parts (issue 30: country of origin before purchase); a brand
 * not listed (the generic modules, assembled here) is India's. Imported parts name the shop itself
 * as their importer, as a shop that imports its own stock does.
 */
const DEMO_ORIGIN_BY_BRAND: Readonly<Record<string, string>> = {
  'Raspberry Pi': 'United Kingdom',
  Arduino: 'Italy',
  Samsung: 'South Korea',
  Panasonic: 'Japan',
  Adafruit: 'United States',
  SparkFun: 'United States',
  Pololu: 'United States',
  'Texas Instruments': 'United States',
  'Tower Pro': 'Taiwan',
  'SG90 Tower Pro': 'Taiwan',
  Molicel: 'Taiwan',
  ...Object.fromEntries(
    [
      'Creality',
      'Bambu Lab',
      'eSUN',
      'Polymaker',
      'BIGTREETECH',
      'SpeedyBee',
      'ReadyToSky',
      'Readytosky',
      'Emax',
      'T-Motor',
      'Tattu',
      'Gemfan',
      'Matek',
      'Radiomaster',
      'FlySky',
      'Espressif',
      'Wemos',
      'WeAct Studio',
      'Seeed Studio',
    ].map((brand) => [brand, 'China']),
  ),
};
const DEMO_IMPORTER = `${STORE_SETTINGS_DEFAULTS.sellerLegalName}, ${STORE_SETTINGS_DEFAULTS.sellerAddress}`;

/** The demo product's country of origin and importer ('' when made in India). */
function demoOrigin(brand: string): { countryOfOrigin: string; importerDetails: string } {
  const country = DEMO_ORIGIN_BY_BRAND[brand] ?? DEFAULT_COUNTRY_OF_ORIGIN;
  return { countryOfOrigin: country, importerDetails: isImported(country) ? DEMO_IMPORTER : '' };
}

const paiseOrNull = (rupees: number | undefined) => (rupees === undefined ? null : rupeesToPaise(rupees));

export function productRow(record: CatalogueRecord, lookup: NameLookup): typeof products.$inferInsert {
  const sub = lookup.subCategory(record.category, record.sub_category);
  const brand = lookup.brand(record.brand);
  const searchWords = [record.product_name, record.sku, record.category, sub.name, brand.name, ...record.tags];
  return {
    id: newId(),
    sku: record.sku,
    productName: record.product_name,
    categoryId: lookup.categoryId(record.category),
    subCategoryId: sub.id,
    brandId: brand.id,
    hsnCode: record.hsn_code,
    gstRateBp: Math.round(record.gst_rate * 100),
    mrpPaise: rupeesToPaise(record.mrp),
    pricePaise: rupeesToPaise(record.price),
    bulkPrice5To10Paise: paiseOrNull(record.bulk_prices?.['5_10']),
    bulkPrice10To20Paise: paiseOrNull(record.bulk_prices?.['10_20']),
    bulkPrice20To50Paise: paiseOrNull(record.bulk_prices?.['20_50']),
    bulkPrice50To100Paise: paiseOrNull(record.bulk_prices?.['50_100']),
    bulkPrice100PlusPaise: paiseOrNull(record.bulk_prices?.['100_plus']),
    stock: record.stock,
    warrantyMonths: DEMO_WARRANTY_MONTHS[record.category] ?? 0,
    extendedWarrantyMonths: DEMO_EXTENDED_WARRANTY_MONTHS[record.category] ?? 0,
    extendedWarrantyPricePaise: DEMO_EXTENDED_WARRANTY_MONTHS[record.category]
      ? demoWarrantyPricePaise(record.price)
      : 0,
    ...demoOrigin(record.brand),
    featured: record.featured,
    overview: record.overview,
    description: record.description,
    specifications: record.specifications,
    tags: record.tags,
    weightGrams: record.weight_g,
    lengthMm: record.length_mm,
    breadthMm: record.breadth_mm,
    heightMm: record.height_mm,
    ...productImageUrls(record.sku),
    searchText: searchWords.join(' ').toLowerCase(),
  };
}
