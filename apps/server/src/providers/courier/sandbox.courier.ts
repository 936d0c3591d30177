/**
 * The built-in courier sandbox: the same answer for the same parcel, route and day, with no
 * outside call. Rates follow how Indian couriers price: by zone (from the two pincodes) and by
 * chargeable weight (the greater of the actual weight and the volumetric weight L × B × H / 5000),
 * in 500 g slabs, plus a flat fee for cash on delivery.
 *
 * Shipments (decision 032): a waybill is 14 digits, Delhivery's length, that carries its own
 * booking time ('2', the Unix second, three digits counting up from a random start), so tracking
 * needs no storage and is the same on every server: Manifested at booking, then Picked up,
 * In transit, Out for delivery and Delivered, one every `stepSeconds` (a store setting). Parcels
 * over 50 kg are refused, as a parcel courier would (that is also how tests make it refuse).
 *
 * Zones: 'local' (same first three digits: one sorting district), 'regional' (same first two:
 * one postal circle), 'national', and 'special' (Jammu & Kashmir, Ladakh, Himachal: 17–19;
 * the North East: 78–79; Andaman & Nicobar: 744; Lakshadweep: 682 55x).
 */
import type { CourierOption } from '@shop/domain/pricing/shipping.rules';
import type { Clock } from '../../lib/clock';
import { randomInt } from 'node:crypto';
import {
  CourierRefusal,
  type Courier,
  type CourierEvent,
  type Dimensions,
  type PaymentMode,
  type SandboxCourierOptions,
  type ShipmentOrder,
  type ShipmentParcel,
} from './courier.contract';

export type Zone = 'local' | 'regional' | 'national' | 'special';

/** The zone of a route between two 6-digit pincodes. */
export function zoneOf(from: string, to: string): Zone {
  if (/^(1[7-9]|7[89]|744|68255)/.test(to)) return 'special';
  if (from.slice(0, 3) === to.slice(0, 3)) return 'local';
  if (from.slice(0, 2) === to.slice(0, 2)) return 'regional';
  return 'national';
}

interface Service {
  logistic_name: string;
  service_type: string;
  /** Paise for the first 500 g and for each further 500 g, and days to deliver, by zone; absent = not offered. */
  zones: Partial<Record<Zone, { firstPaise: number; nextPaise: number; days: number }>>;
}

const SERVICES: readonly Service[] = [
  {
    logistic_name: 'Delhivery',
    service_type: 'Surface',
    zones: {
      local: { firstPaise: 4_000, nextPaise: 3_000, days: 2 },
      regional: { firstPaise: 5_000, nextPaise: 4_000, days: 3 },
      national: { firstPaise: 7_000, nextPaise: 6_000, days: 5 },
      special: { firstPaise: 9_500, nextPaise: 8_000, days: 7 },
    },
  },
  {
    logistic_name: 'DTDC',
    service_type: 'AIR',
    zones: {
      regional: { firstPaise: 6_500, nextPaise: 5_500, days: 2 },
      national: { firstPaise: 9_000, nextPaise: 8_000, days: 3 },
      special: { firstPaise: 12_000, nextPaise: 10_000, days: 4 },
    },
  },
  {
    logistic_name: 'DTDC',
    service_type: 'Surface',
    zones: {
      local: { firstPaise: 4_500, nextPaise: 3_500, days: 2 },
      regional: { firstPaise: 5_500, nextPaise: 4_500, days: 4 },
      national: { firstPaise: 7_500, nextPaise: 6_500, days: 6 },
    },
  },
];

/** Cash-on-delivery fee, paise. */
export const COD_FEE_PAISE = 4_000;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 3600_000;

/** Chargeable weight in 500 g slabs (at least one). */
export function slabsOf(weightKg: number, dimensions: Dimensions): number {
  const volumetricKg = (dimensions.lengthCm * dimensions.breadthCm * dimensions.heightCm) / 5000;
  return Math.max(1, Math.ceil(Math.max(weightKg, volumetricKg) / 0.5 - 1e-9));
}

/** The heaviest parcel the sandbox takes, in grams. */
export const SANDBOX_MAX_GRAMS = 50_000;

const STEPS: readonly Omit<CourierEvent, 'at'>[] = [
  { code: 'processing', label: 'Manifested', location: 'Origin facility' },
  { code: 'shipped', label: 'Picked up', location: 'Origin facility' },
  { code: 'in_transit', label: 'In transit', location: 'Sorting hub' },
  { code: 'out_for_delivery', label: 'Out for delivery', location: 'Destination delivery centre' },
  { code: 'delivered', label: 'Delivered', location: 'Destination delivery centre' },
];

/** When a sandbox waybill was booked, or undefined for a waybill the sandbox did not make. */
export function sandboxBookedAt(waybill: string): Date | undefined {
  return /^2[0-9]{13}$/.test(waybill) ? new Date(Number(waybill.slice(1, 11)) * 1000) : undefined;
}

/** The sandbox's events for a parcel booked at `bookedAt`, as they stand at `now`. */
export function sandboxEvents(bookedAt: Date, now: Date, stepSeconds: number): CourierEvent[] {
  return STEPS.map((step, i) => ({ ...step, at: new Date(bookedAt.getTime() + i * stepSeconds * 1000) })).filter(
    (event) => event.at <= now,
  );
}

/**
 * The built-in courier (decision 032). Its tracking link is the shop's own /track-order page as a
 * path relative to the shop (the app links it as it is; mail makes it absolute on PUBLIC_URL), so
 * it is right on whatever host the shop is reached at.
 */
export function createSandboxCourier(
  clock: Clock,
  options: SandboxCourierOptions = { stepSeconds: async () => 90 },
): Courier {
  // The last three digits of the next waybill. Counting up, one sandbox repeats a waybill only after a
  // thousand bookings in the same second; drawn at random, two parcels booked in one second shared a
  // waybill one time in a thousand, and the second booking failed on the shipments' unique waybill
  // until the job's retry (30 s on).
  let serial = randomInt(1000);
  const booked = (waybill: string) => {
    const at = sandboxBookedAt(waybill);
    if (!at) throw new CourierRefusal(`Unknown waybill ${waybill}`);
    return at;
  };
  /** A waybill for `order`'s parcel: 14 digits that start with the booking second. */
  function book(order: ShipmentOrder, parcel: ShipmentParcel) {
    if (parcel.weightGrams > SANDBOX_MAX_GRAMS)
      throw new CourierRefusal(`Parcel of ${parcel.weightGrams / 1000} kg is over the 50 kg limit`);
    // Rounded up, so Manifested is never before the booking (nor the payment before it).
    const seconds = Math.ceil(clock.now().getTime() / 1000);
    const waybill = `2${String(seconds).padStart(10, '0')}${String(serial).padStart(3, '0')}`;
    serial = (serial + 1) % 1000;
    return {
      waybill,
      trackingUrl: `/track-order?waybill=${waybill}&order=${encodeURIComponent(order.orderId.slice(-8).toUpperCase())}`,
    };
  }

  return {
    name: 'sandbox',
    createShipment: async (order, parcel) => book(order, parcel),
    // A reverse pickup is booked and moves like a forward parcel (collected, in transit, delivered to the shop).
    createReturnPickup: async (order, parcel) => book(order, parcel),
    async track(waybill) {
      return sandboxEvents(booked(waybill), clock.now(), await options.stepSeconds());
    },
    async cancel(waybill) {
      const events = sandboxEvents(booked(waybill), clock.now(), await options.stepSeconds());
      if (events.some((event) => event.code === 'shipped'))
        throw new CourierRefusal('The parcel was already picked up');
    },
    rates: async (from, to, weightKg, dimensions, paymentMode: PaymentMode): Promise<CourierOption[]> => {
      const zone = zoneOf(from, to);
      const slabs = slabsOf(weightKg, dimensions);
      const todayIst = Math.floor((clock.now().getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
      return SERVICES.flatMap((service) => {
        const price = service.zones[zone];
        if (!price) return [];
        const ratePaise =
          price.firstPaise + (slabs - 1) * price.nextPaise + (paymentMode === 'COD' ? COD_FEE_PAISE : 0);
        const expected_delivery_date = new Date(todayIst + price.days * DAY_MS).toISOString().slice(0, 10);
        return [
          {
            logistic_name: service.logistic_name,
            service_type: service.service_type,
            ratePaise,
            expected_delivery_date,
          },
        ];
      });
    },
  };
}
