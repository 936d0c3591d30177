/** Tables of the locations module: India Post pincodes and the shop's service areas. */
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
  },
  (t) => [index('pincodes_district_idx').on(t.district)],
);

/** Serviceable pincodes with the courier's centres (admin spec: Zipcode). */
export const serviceAreas = pgTable('service_areas', {
  id: id(),
  zipcode: text('zipcode').notNull().unique(),
  dispatchCenter: text('dispatch_center').notNull(),
  originCenter: text('origin_center').notNull(),
  returnCenter: text('return_center').notNull(),
  facilityCity: text('facility_city').notNull(),
  facilityState: text('facility_state').notNull(),
  outOfDeliveryArea: boolean('out_of_delivery_area').notNull().default(false),
});
