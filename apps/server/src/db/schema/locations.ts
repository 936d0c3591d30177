/** Tables of the locations module: India Post pincodes and the shop's service areas. */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, real, text } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** One row per India Post pincode (offices folded together), from the bundled npm data. */
export const pincodes = pgTable(
  'pincodes',
  {
    pincode: text('pincode').primaryKey(),
    officeName: text('office_name').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** Lower-cased office name and district: what the location search matches place names in. */
    placeKey: text('place_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(office_name || ' ' || district)`),
  },
  (t) => [
    index('pincodes_district_idx').on(t.district),
    // Reverse geocoding looks in a small box around a point: a latitude range, then longitude.
    index('pincodes_position_idx').on(t.latitude, t.longitude),
    index('pincodes_place_key_trgm_idx').using('gin', t.placeKey.op('gin_trgm_ops')),
  ],
);

/** Serviceable pincodes with the courier's centres (admin spec: Zipcode). */
export const serviceAreas = pgTable('service_areas', {
  id: id(),
  pincode: text('pincode').notNull().unique(),
  dispatchCenter: text('dispatch_center').notNull(),
  originCenter: text('origin_center').notNull(),
  returnCenter: text('return_center').notNull(),
  facilityCity: text('facility_city').notNull(),
  facilityState: text('facility_state').notNull(),
  outOfDeliveryArea: boolean('out_of_delivery_area').notNull().default(false),
});
