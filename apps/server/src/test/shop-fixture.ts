/**
 * The shared set-up of the API tests that order, pay, ship or administer (issue 28, item 8;
 * docs/decisions/065): the app on a fresh database, service areas so orders to their pincodes are
 * accepted, one category to make products in, and staff signed in through the real route.
 *
 *   let t: TestApp; let categoryId: string; let admin: SignedIn;
 *   beforeAll(async () => {
 *     ({ t, categoryId, staff: { SuperAdmin: admin } } = await shopFixture({ staff: ['SuperAdmin'] }));
 *   });
 *   afterAll(() => t.close());
 *
 * The steps run in this order: app, service areas, category, staff (in the order asked).
 */
import type { SignedIn } from './sessions';
import { signInStaff } from './sessions';
import { makeCategory, makeServiceArea } from './factories';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export type StaffRole = 'SuperAdmin' | 'SubAdmin';

/** The places the tests deliver to: a pincode's service-area city and state. */
export const TEST_PLACES: Record<string, { city: string; state: string }> = {
  '560038': { city: 'Bengaluru', state: 'Karnataka' },
  '201301': { city: 'Noida', state: 'Uttar Pradesh' },
  '411005': { city: 'Pune', state: 'Maharashtra' },
  '799001': { city: 'Agartala', state: 'Tripura' },
};

export interface ShopFixtureOptions<R extends StaffRole> {
  /** Passed to createTestApp (a manual clock, environment variables…). */
  app?: TestAppOptions;
  /**
   * Pincodes given a service area, in this order (default ['560038'], Bengaluru); a pincode not
   * in TEST_PLACES gets Bengaluru's city and state, as makeServiceArea does.
   */
  pincodes?: readonly string[];
  /** The category's name (default: the factory's numbered "Category N"). */
  category?: string;
  /** Staff members to sign in, one of each role named, in this order (default none). */
  staff?: readonly R[];
}

export interface ShopFixture<R extends StaffRole> {
  t: TestApp;
  categoryId: string;
  /** The signed-in staff member of each role asked for. */
  staff: Record<R, SignedIn>;
}

/** Builds the shared set-up; the caller closes it with `t.close()`. */
export async function shopFixture<R extends StaffRole = never>(
  options: ShopFixtureOptions<R> = {},
): Promise<ShopFixture<R>> {
  const t = await createTestApp(options.app);
  for (const pincode of options.pincodes ?? ['560038']) {
    const place = TEST_PLACES[pincode];
    await makeServiceArea(t.db, pincode, place?.city, place?.state);
  }
  const categoryId = (await makeCategory(t.db, options.category)).id;
  const staff = {} as Record<R, SignedIn>;
  for (const role of options.staff ?? []) staff[role] = await signInStaff(t.app, t.db, role);
  return { t, categoryId, staff };
}
