import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCatalogueRecord } from './catalogue-record';
import { readCatalogue } from './catalogue-source';
import { fixtureRecord, writeFixtureCatalogue } from './catalogue.fixture';

const good = fixtureRecord({ sku: 'SN-BME280', category: 'Sensors' });

async function readFolder(files: Record<string, unknown[]>) {
  const dir = writeFixtureCatalogue(files);
  try {
    return await readCatalogue(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('parseCatalogueRecord', () => {
  it('accepts a complete record', () => {
    expect(parseCatalogueRecord(good, 'sensors.json #1')).toEqual(good);
  });

  it.each([
    [
      'a price above the MRP',
      { price: 120, mrp: 100, gst_rate: 18 },
      'price: The price with GST (₹141.60) is above the MRP (₹100.00)',
    ],
    // Issue 7: ₹8,499 before 18% GST is ₹10,028.82, above the ₹9,499 MRP.
    [
      'a price that passes the MRP only with GST added',
      { price: 8499, mrp: 9499, gst_rate: 18 },
      'lower the price to at most ₹8,050.00 before GST',
    ],
    ['an unknown category', { category: 'Tools' }, 'category:'],
    ['a price with fractions of a paisa', { price: 10.005 }, 'price: must have at most two decimals'],
    [
      'a bulk price at or above the price',
      { price: 80, bulk_prices: { '20_50': 80 } },
      'bulk_prices.20_50: a bulk price must be below the price',
    ],
    [
      'a bulk tier dearer than the one before (issue 27)',
      { price: 100, mrp: 150, gst_rate: 18, bulk_prices: { '10_20': 80 } },
      'bulk_prices: The 20–49 price (₹85.00, the default 15% off) is higher than the 10–19 price (₹80.00)',
    ],
    ['a bulk range the format does not have', { bulk_prices: { '7_12': 70 } }, 'bulk_prices'],
    ['a negative stock', { stock: -1 }, 'stock:'],
    ['a field the format does not have', { colour: 'red' }, 'colour'],
    ['a SKU that cannot name a file', { sku: 'SN/BME 280' }, 'sku:'],
    ['a SKU with an underscore, which picture names use', { sku: 'SN_BME280' }, 'sku:'],
  ])('refuses %s, naming the SKU and the field', (_, change, message) => {
    const record = { ...good, ...change };
    expect(() => parseCatalogueRecord(record, 'sensors.json #3')).toThrow(
      `Bad catalogue record ${record.sku} (sensors.json #3)`,
    );
    expect(() => parseCatalogueRecord(record, 'sensors.json #3')).toThrow(message);
  });
});

describe('readCatalogue', () => {
  it('reads every JSON file in the folder', async () => {
    const records = await readFolder({
      'a.json': [good],
      'b.json': [fixtureRecord({ sku: 'BT-1', category: 'Battery' })],
    });
    expect(records.map((r) => r.sku)).toEqual(['SN-BME280', 'BT-1']);
  });

  it('refuses a SKU that appears twice, ignoring case', async () => {
    await expect(readFolder({ 'a.json': [good], 'b.json': [{ ...good, sku: 'sn-bme280' }] })).rejects.toThrow(
      'Duplicate catalogue SKU sn-bme280',
    );
  });

  it('refuses a file that is not an array of products', async () => {
    const dir = writeFixtureCatalogue({});
    try {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${dir}/broken.json`, '{"sku": ');
      await expect(readCatalogue(dir)).rejects.toThrow('Catalogue file broken.json is not valid JSON');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
