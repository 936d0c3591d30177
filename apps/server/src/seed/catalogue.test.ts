import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { brands, categories, products, subCategories } from '../db/schema/catalog';
import { openTestDatabase } from '../test/test-database';
import { PICTURES_MARK, seedCatalogue } from './catalogue';
import { fixtureRecord, writeFixtureCatalogue } from './catalogue.fixture';

let database: Database;
let uploadsDir: string;
let catalogueDir: string;
let firstRun: { products: number };

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
  catalogueDir = writeFixtureCatalogue({
    'boards.json': [
      fixtureRecord({
        sku: 'DB-ESP32',
        category: 'Development Board',
        sub_category: 'ESP32 Boards',
        brand: 'Espressif',
        product_name: 'ESP32 DevKit <V4> & Cable',
        mrp: 999,
        price: 649.5,
        tags: ['wifi', 'bluetooth'],
      }),
      // ₹1,778.81 before GST is ₹2,099.00 with it, within the tax-inclusive MRP of ₹2,450.
      fixtureRecord({
        sku: 'DB-UNO',
        category: 'Development Board',
        sub_category: 'Arduino Boards',
        brand: 'Arduino',
        mrp: 2450,
        price: 1778.81,
      }),
      fixtureRecord({ sku: 'DB-UNO-2', category: 'Development Board', product_name: 'Second board' }),
    ],
    'others.json': [
      fixtureRecord({
        sku: 'SN-DHT11',
        category: 'Sensors',
        sub_category: 'Temperature & Humidity',
        mrp: 99,
        price: 58.47,
        bulk_prices: { '20_50': 46, '50_100': 44, '100_plus': 38.5 },
      }),
      fixtureRecord({ sku: 'MD-L298N', category: 'Motors and Drivers' }),
      fixtureRecord({ sku: 'BT-18650', category: 'Battery' }),
      fixtureRecord({ sku: '3D-NOZZLE', category: '3D Printer', brand: 'ReadyToSky' }),
      fixtureRecord({ sku: 'DR-PROP', category: 'Drone Parts', brand: 'Readytosky' }),
    ],
  });
  firstRun = await seedCatalogue(database.db, { uploadsDir, catalogueDir });
});

afterAll(async () => {
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
  rmSync(catalogueDir, { recursive: true, force: true });
});

const productBySku = async (sku: string) =>
  (await database.db.select().from(products).where(eq(products.sku, sku)))[0]!;

describe('seedCatalogue', () => {
  it('inserts every product of every file in the folder', async () => {
    expect(firstRun).toEqual({ products: 8 });
    expect(await database.db.select().from(products)).toHaveLength(8);
  });

  it('creates the six categories in order with their subtitles', async () => {
    const rows = await database.db.select().from(categories).orderBy(asc(categories.sortOrder));
    expect(rows.map((c) => [c.sortOrder, c.name, c.slug, c.subtitle])).toEqual([
      [1, 'Development Board', 'development-board', 'Arduino/ESP32/RPi'],
      [2, 'Sensors', 'sensors', 'Temperature/Pressure/Motion'],
      [3, 'Motors and Drivers', 'motors-and-drivers', 'DC/Stepper/Servo'],
      [4, 'Battery', 'battery', 'LiPo/Li-ion/NiMH'],
      [5, '3D Printer', '3d-printer', 'Parts & Accessories'],
      [6, 'Drone Parts', 'drone-parts', 'ESC/Flight Controllers/Props'],
    ]);
  });

  it('stores prices in paise, rupees × 100, and GST in basis points', async () => {
    expect(await productBySku('DB-ESP32')).toMatchObject({ mrpPaise: 99_900, pricePaise: 64_950, gstRateBp: 1800 });
    expect(await productBySku('DB-UNO')).toMatchObject({
      mrpPaise: 245_000,
      pricePaise: 177_881,
      bulkPrice20To50Paise: null,
    });
    expect(await productBySku('SN-DHT11')).toMatchObject({
      bulkPrice5To10Paise: null,
      bulkPrice20To50Paise: 4_600,
      bulkPrice100PlusPaise: 3_850,
    });
  });

  it('creates the subcategories the data names, with kebab-case slugs, under their category', async () => {
    const rows = await database.db
      .select({ name: subCategories.name, slug: subCategories.slug, category: categories.name })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId));
    expect(rows).toContainEqual({ name: 'Temperature & Humidity', slug: 'temperature-humidity', category: 'Sensors' });
    expect(rows).toContainEqual({ name: 'ESP32 Boards', slug: 'esp32-boards', category: 'Development Board' });
  });

  it('folds brand spellings that slug alike into the first one seen', async () => {
    const names = (await database.db.select().from(brands)).map((b) => b.name).sort();
    expect(names).toEqual(['Arduino', 'Espressif', 'Generic', 'ReadyToSky']);
    expect((await productBySku('DR-PROP')).brandId).toBe((await productBySku('3D-NOZZLE')).brandId);
  });

  it('makes the search text from name, SKU, category, subcategory, brand and tags, lower-cased', async () => {
    expect((await productBySku('DB-ESP32')).searchText).toBe(
      'esp32 devkit <v4> & cable db-esp32 development board esp32 boards espressif wifi bluetooth',
    );
  });

  it('gives every product two generated pictures that exist as well-formed SVG files', async () => {
    for (const product of await database.db.select().from(products)) {
      const sku = product.sku.toLowerCase();
      expect(product.imageMain).toBe(`/media/products/${sku}.svg`);
      expect(product.imagesSub).toEqual([`/media/products/${sku}_2.svg`]);
      for (const url of [product.imageMain, ...product.imagesSub]) {
        const svg = readFileSync(join(uploadsDir, url.replace('/media/', '')), 'utf8');
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      }
    }
    expect(readFileSync(join(uploadsDir, 'products/db-esp32.svg'), 'utf8')).toContain(
      'ESP32 DevKit &lt;V4&gt; &amp; Cable',
    );
  });

  it('keeps the pictures of SKUs that differ only by a trailing -2 apart', async () => {
    const names = (await database.db.select().from(products)).flatMap((p) => [p.imageMain, ...p.imagesSub]);
    expect(new Set(names).size).toBe(names.length);
    expect(readFileSync(join(uploadsDir, 'products/db-uno-2.svg'), 'utf8')).toContain('Second board');
  });

  it('does nothing on a second run, reading no picture while the media store says it has them all', async () => {
    const picture = join(uploadsDir, 'products/sn-dht11_2.svg');
    rmSync(picture);
    expect(await seedCatalogue(database.db, { uploadsDir, catalogueDir })).toEqual({ products: 0 });
    expect(await database.db.select().from(products)).toHaveLength(8);
    expect(await database.db.select().from(categories)).toHaveLength(6);
    expect(existsSync(picture)).toBe(false);
  });

  it('redraws the missing pictures when the media store does not say it has them (a new DATA_DIR)', async () => {
    const picture = join(uploadsDir, 'products/sn-dht11_2.svg');
    rmSync(join(uploadsDir, 'products', PICTURES_MARK));
    expect(await seedCatalogue(database.db, { uploadsDir, catalogueDir })).toEqual({ products: 0 });
    expect(existsSync(picture)).toBe(true);
    expect(existsSync(join(uploadsDir, 'products', PICTURES_MARK))).toBe(true);
  });
});
