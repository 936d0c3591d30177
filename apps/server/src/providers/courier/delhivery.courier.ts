/**
 * The Delhivery courier (decision 032), over Delhivery's B2C API with `Authorization: Token …`:
 * book a shipment (POST /api/cmu/create.json, form body format=json&data=<json>), pincode
 * serviceability (GET /c/api/pin-codes/json/?filter_codes=), tracking by waybill
 * (GET /api/v1/packages/json/?waybill=) and cancelling (POST /api/p/edit, cancellation=true). A
 * return's reverse pickup is the same booking with payment mode "Pickup".
 * Every call has the 30 s time-out; "down" (unreachable, 5xx, token refused) throws an Error, a
 * refusal of the parcel itself throws CourierRefusal. Rates are not asked of Delhivery: the
 * checkout then charges the store's standard shipping (issue 5's rule for "no option").
 */
import { callProvider, providerRefused, type ProviderReply } from '../payments/provider-http.transport';
import type { Env } from '../../env';
import {
  CourierRefusal,
  type Courier,
  type CourierEvent,
  type CourierEventCode,
  type Pickup,
  type ShipmentOrder,
  type ShipmentParcel,
} from './courier.contract';

export type DelhiveryEnv = Partial<
  Pick<Env, 'DELHIVERY_TOKEN' | 'DELHIVERY_ENV' | 'DELHIVERY_PICKUP_LOCATION' | 'DELHIVERY_BASE_URL'>
>;

export interface DelhiveryConfig {
  token: string;
  baseUrl: string;
  pickupLocation: string;
}

const BASE_URLS = {
  staging: 'https://staging-express.delhivery.com',
  production: 'https://track.delhivery.com',
} as const;

/** Delhivery's settings when configured (env.ts refuses a partial set), else undefined. */
export function delhiveryConfig(env: DelhiveryEnv): DelhiveryConfig | undefined {
  if (!env.DELHIVERY_TOKEN || !env.DELHIVERY_ENV || !env.DELHIVERY_PICKUP_LOCATION) return undefined;
  return {
    token: env.DELHIVERY_TOKEN,
    baseUrl: (env.DELHIVERY_BASE_URL ?? BASE_URLS[env.DELHIVERY_ENV]).replace(/\/$/, ''),
    pickupLocation: env.DELHIVERY_PICKUP_LOCATION,
  };
}

/** Delhivery's public tracking page of a waybill. */
export const delhiveryTrackingUrl = (waybill: string) => `https://www.delhivery.com/track/package/${waybill}`;

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Our code for a Delhivery scan: its type (UD forward, DL delivered, RT return, CN cancelled) and status words. */
export function delhiveryEventCode(scanType: string, status: string): CourierEventCode | undefined {
  const words = status.toLowerCase();
  if (scanType === 'CN' || words.includes('cancel')) return 'cancelled';
  if (scanType === 'DL') return words.includes('rto') ? 'returned' : 'delivered';
  if (scanType === 'RT') return 'returned';
  if (words.includes('not picked')) return undefined;
  if (words.includes('manifest')) return 'processing';
  if (words.includes('dispatched') || words.includes('out for delivery')) return 'out_for_delivery';
  if (words.includes('picked')) return 'shipped';
  if (words.includes('transit') || words.includes('pending') || words.includes('reached')) return 'in_transit';
  return undefined;
}

/** Delhivery's scan times are India time without an offset ("2026-11-24T10:15:00.000"): read them as +05:30. */
export function istTime(value: string): Date {
  return new Date(/(Z|[+-][0-9]{2}:?[0-9]{2})$/.test(value) ? value : `${value}+05:30`);
}

/** Throws on a reply that means the call itself went wrong: the token refused, or Delhivery down. */
function checkReply(what: string, reply: ProviderReply): void {
  if (reply.status === 401 || reply.status === 403)
    throw new Error(`Delhivery: ${what} refused the API token (${reply.status}); check DELHIVERY_TOKEN`);
  if (reply.status >= 500 || typeof reply.body !== 'object' || reply.body === null)
    throw providerRefused('Delhivery', what, reply);
}

/** The shipment of a booking as Delhivery's create call takes it: the order, its parcel (grams, cm) and the seller's pickup. */
function delhiveryShipment(order: ShipmentOrder, parcel: ShipmentParcel, pickup: Pickup, mode: 'Prepaid' | 'Pickup') {
  return {
    name: order.name,
    add: order.address,
    pin: order.pincode,
    city: order.city,
    state: order.state,
    country: 'India',
    phone: order.phone,
    order: order.orderId,
    payment_mode: mode,
    products_desc: order.products
      .map((p) => `${p.name} x ${p.quantity}`)
      .join(', ')
      .slice(0, 500),
    hsn_code: order.products[0]?.hsn ?? '',
    cod_amount: '0',
    order_date: order.placedAt.toISOString(),
    total_amount: (order.totalPaise / 100).toFixed(2),
    quantity: String(order.products.reduce((n, p) => n + p.quantity, 0)),
    weight: String(parcel.weightGrams),
    shipment_length: String(parcel.lengthCm),
    shipment_width: String(parcel.breadthCm),
    shipment_height: String(parcel.heightCm),
    seller_name: pickup.name,
    seller_add: pickup.address,
    return_pin: pickup.pincode,
    return_phone: pickup.phone,
  };
}

/** The events of a tracking reply's scans that we know, in its order; scans with an unknown code or time are left out. */
function delhiveryEvents(body: unknown): CourierEvent[] {
  const shipment = record(record(list(record(body).ShipmentData)[0]).Shipment);
  return list(shipment.Scans).flatMap((entry): CourierEvent[] => {
    const scan = record(record(entry).ScanDetail);
    const label = String(scan.Scan ?? '');
    const code = delhiveryEventCode(String(scan.ScanType ?? ''), `${label} ${String(scan.Instructions ?? '')}`);
    const at = istTime(String(scan.ScanDateTime ?? ''));
    if (!code || Number.isNaN(at.getTime())) return [];
    return [
      {
        code,
        label: label.slice(0, 200),
        at,
        location: typeof scan.ScannedLocation === 'string' ? scan.ScannedLocation.slice(0, 200) : null,
      },
    ];
  });
}

/** The Courier over Delhivery's API with `config`'s token, base URL and registered pickup location. */
export function createDelhiveryCourier(config: DelhiveryConfig): Courier {
  const headers = { authorization: `Token ${config.token}` };
  const url = (path: string) => `${config.baseUrl}${path}`;

  async function serviceable(pincode: string): Promise<boolean> {
    const reply = await callProvider(
      'Delhivery',
      url(`/c/api/pin-codes/json/?filter_codes=${encodeURIComponent(pincode)}`),
      { method: 'GET', headers },
    );
    checkReply('pincode check', reply);
    return list(record(reply.body).delivery_codes).some(
      (entry) =>
        String(record(record(entry).postal_code).pin) === pincode && record(record(entry).postal_code).pre_paid === 'Y',
    );
  }

  /** Books a parcel: a forward shipment ('Prepaid') from `pickup`, or a reverse pickup ('Pickup') to it. */
  async function book(order: ShipmentOrder, parcel: ShipmentParcel, pickup: Pickup, mode: 'Prepaid' | 'Pickup') {
    const shipment = delhiveryShipment(order, parcel, pickup, mode);
    const data = JSON.stringify({ shipments: [shipment], pickup_location: { name: config.pickupLocation } });
    const reply = await callProvider('Delhivery', url('/api/cmu/create.json'), {
      method: 'POST',
      headers,
      form: { format: 'json', data },
    });
    checkReply('create shipment', reply);
    const body = record(reply.body);
    const pkg = record(list(body.packages)[0]);
    const waybill = typeof pkg.waybill === 'string' ? pkg.waybill : '';
    if (body.success !== true || pkg.status !== 'Success' || !waybill) {
      const remarks = [...list(pkg.remarks), body.rmk].filter((r) => typeof r === 'string' && r).join('; ');
      throw new CourierRefusal(`Delhivery refused the shipment: ${remarks || 'no reason given'}`.slice(0, 500));
    }
    return { waybill, trackingUrl: delhiveryTrackingUrl(waybill) };
  }

  return {
    name: 'delhivery',
    // Rates stay the shop's standard charge with Delhivery (see the file's note).
    rates: async () => [],
    async createShipment(order, parcel, pickup) {
      if (!(await serviceable(order.pincode)))
        throw new CourierRefusal(`Delhivery does not deliver prepaid parcels to ${order.pincode}`);
      return book(order, parcel, pickup, 'Prepaid');
    },
    // A reverse pickup (RVP) is the same booking with payment mode "Pickup": Delhivery collects
    // from the address given and brings the parcel to the pickup location, its return address.
    createReturnPickup: (order, parcel, returnTo) => book(order, parcel, returnTo, 'Pickup'),
    async track(waybill) {
      const reply = await callProvider(
        'Delhivery',
        url(`/api/v1/packages/json/?waybill=${encodeURIComponent(waybill)}`),
        { method: 'GET', headers },
      );
      checkReply('tracking', reply);
      return delhiveryEvents(reply.body);
    },
    async cancel(waybill) {
      const reply = await callProvider('Delhivery', url('/api/p/edit'), {
        method: 'POST',
        headers,
        json: { waybill, cancellation: 'true' },
      });
      checkReply('cancel', reply);
      const body = record(reply.body);
      if (body.status !== true)
        throw new CourierRefusal(
          `Delhivery did not cancel ${waybill}: ${String(body.remark ?? body.error ?? 'no reason given')}`.slice(
            0,
            500,
          ),
        );
    },
  };
}
