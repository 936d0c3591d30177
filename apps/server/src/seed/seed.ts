/**
 * Seeds a migrated database with what a fresh shop needs, in order: the catalogue (with its
 * pictures), the India Post pincodes, the service areas drawn from them, and in development the
 * demo sign-ins and the demo reviews. Every step is idempotent, so this runs on every start; a
 * database that is already seeded costs a few quick queries.
 */
import type { Db } from '../db/client';
import { seedCatalogue } from './catalogue';
import { seedDemoAccounts, type DemoSignIn } from './demo-accounts';
import { seedDemoReviews } from './demo-reviews';
import { seedPincodes } from './pincodes';
import { seedServiceAreas } from './service-areas';

export interface SeedOptions {
  /** The media store folder (DATA_DIR/uploads). */
  uploadsDir: string;
  /** Create the demo sign-ins and the demo reviews: development only, never production. */
  demoAccounts: boolean;
  /** Folder of catalogue JSON files; the shipped seed/catalogue by default. */
  catalogueDir?: string;
}

export interface SeedResult {
  /** Rows inserted by this run (0 for a step that found its data already there). */
  products: number;
  pincodes: number;
  serviceAreas: number;
  /** Demo reviews inserted (development only). */
  reviews: number;
  /** The demo sign-ins, when asked for; empty otherwise. */
  demoSignIns: DemoSignIn[];
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const { products } = await seedCatalogue(db, { uploadsDir: options.uploadsDir, catalogueDir: options.catalogueDir });
  const { pincodes } = await seedPincodes(db);
  const { serviceAreas } = await seedServiceAreas(db);
  const demoSignIns = options.demoAccounts ? await seedDemoAccounts(db) : [];
  const { reviews } = options.demoAccounts ? await seedDemoReviews(db, new Date()) : { reviews: 0 };
  return { products, pincodes, serviceAreas, reviews, demoSignIns };
}
