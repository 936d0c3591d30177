/**
 * The whole seed on one fresh database, as a fresh start runs it. Kept to one file because
 * loading ~19,000 pincodes is the slow part of the suite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { admins, users } from '../db/schema/accounts';
import { products } from '../db/schema/catalog';
import { pincodes, serviceAreas } from '../db/schema/locations';
import { openTestDatabase } from '../test/test-database';
import { fixtureRecord, writeFixtureCatalogue } from './catalogue.fixture';
import { seedDatabase, type SeedResult } from './seed';

let database: Database;
let uploadsDir: string;
let catalogueDir: string;
let first: SeedResult;

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
  catalogueDir = writeFixtureCatalogue({
    'sensors.json': [
      fixtureRecord({ sku: 'SN-1', category: 'Sensors' }),
      fixtureRecord({ sku: 'SN-2', category: 'Sensors' }),
    ],
  });
  first = await seedDatabase(database.db, { uploadsDir, catalogueDir, demoAccounts: true });
});

afterAll(async () => {
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
  rmSync(catalogueDir, { recursive: true, force: true });
});

const pincode = async (code: string) =>
  (await database.db.select().from(pincodes).where(eq(pincodes.pincode, code)))[0];
const rowCount = async (
  table: typeof products | typeof pincodes | typeof serviceAreas | typeof admins | typeof users,
) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('seedDatabase', () => {
  it('reports what it added', () => {
    expect(first).toMatchObject({ products: 2, pincodes: expect.any(Number), serviceAreas: expect.any(Number) });
    expect(first.demoSignIns.map((s) => s.email)).toEqual([
      'admin@makershop.in',
      'staff@makershop.in',
      'customer@makershop.in',
    ]);
  });

  it('loads more than 19,000 India Post pincodes', async () => {
    expect(first.pincodes).toBeGreaterThan(19_000);
    expect(await rowCount(pincodes)).toBe(first.pincodes);
  });

  it('knows 201301 as Noida, Gautam Buddha Nagar, Uttar Pradesh, with its coordinates', async () => {
    const noida = await pincode('201301');
    expect(noida).toMatchObject({ officeName: 'Noida', district: 'Gautam Buddha Nagar', state: 'Uttar Pradesh' });
    expect(noida!.latitude).toBeCloseTo(28.58, 1);
    expect(noida!.longitude).toBeCloseTo(77.33, 1);
  });

  it("files Hyderabad under Telangana and keeps a pincode's leading digits", async () => {
    expect(await pincode('500001')).toMatchObject({ district: 'Hyderabad', state: 'Telangana' });
    expect(await pincode('110001')).toMatchObject({ state: 'Delhi' });
  });

  it('serves 201301 from a Noida centre, named in Delhivery style', async () => {
    const [area] = await database.db.select().from(serviceAreas).where(eq(serviceAreas.pincode, '201301'));
    expect(area).toMatchObject({ facilityCity: 'Noida', facilityState: 'Uttar Pradesh', outOfDeliveryArea: false });
    expect(area!.dispatchCenter).toMatch(/^Noida_\w+_D \(Uttar Pradesh\)$/);
  });

  it('serves several hundred pincodes in every city the spec names, few of them out of the delivery area', async () => {
    const areas = await database.db.select().from(serviceAreas);
    expect(areas.length).toBeGreaterThan(300);
    const cities = new Set(areas.map((a) => a.facilityCity));
    for (const city of [
      'Pune',
      'Mumbai',
      'Thane',
      'Navi Mumbai',
      'Kolkata',
      'Howrah',
      'Siliguri',
      'Delhi',
      'New Delhi',
      'Gurgaon',
      'Faridabad',
      'Noida',
      'Ghaziabad',
      'Chennai',
      'Hyderabad',
      'Bengaluru',
    ]) {
      expect(cities, city).toContain(city);
    }
    const oda = areas.filter((a) => a.outOfDeliveryArea).length;
    expect(oda).toBeGreaterThan(0);
    expect(oda).toBeLessThan(areas.length / 10);
  });

  it('serves only pincodes that exist, each in its own state', async () => {
    const mismatched = await database.db
      .select({ pincode: serviceAreas.pincode })
      .from(serviceAreas)
      .leftJoin(pincodes, eq(pincodes.pincode, serviceAreas.pincode))
      .where(eq(pincodes.state, serviceAreas.facilityState));
    expect(mismatched.length).toBe(await rowCount(serviceAreas));
  });

  it('names no city that India Post files only as a district of another state (the rule staff edits meet)', async () => {
    const areas = await database.db
      .select({ pincode: serviceAreas.pincode, city: serviceAreas.facilityCity, state: pincodes.state })
      .from(serviceAreas)
      .innerJoin(pincodes, eq(pincodes.pincode, serviceAreas.pincode));
    const districts = await database.db
      .selectDistinct({ district: pincodes.district, state: pincodes.state })
      .from(pincodes);
    const statesOf = (city: string) =>
      districts.filter((d) => d.district.toLowerCase() === city.toLowerCase()).map((d) => d.state);
    const elsewhere = areas.filter(
      (area) => statesOf(area.city).length > 0 && !statesOf(area.city).includes(area.state),
    );
    expect(areas.length).toBe(await rowCount(serviceAreas));
    expect(elsewhere).toEqual([]);
  });

  it('adds nothing when run again', async () => {
    const before = await Promise.all([products, pincodes, serviceAreas, admins, users].map(rowCount));
    const again = await seedDatabase(database.db, { uploadsDir, catalogueDir, demoAccounts: true });
    expect(again).toMatchObject({ products: 0, pincodes: 0, serviceAreas: 0, reviews: 0 });
    expect(await Promise.all([products, pincodes, serviceAreas, admins, users].map(rowCount))).toEqual(before);
  });
});
