/**
 * The courier provider's interface (DESIGN.md "Providers"; shopper spec §9: "A third-party
 * logistics rate check is sent with pincodes, package size, weight, order type and payment method;
 * it returns a list of options with logistic_name, service_type, rate and expected_delivery_date").
 * The built-in sandbox (development and tests, or COURIER_SANDBOX=true) answers deterministic rates
 * by zone and weight, makes waybills and moves them along a scripted progression (decision 032);
 * Delhivery (delhivery.courier.ts) is chosen when DELHIVERY_TOKEN is set (courier.config.ts chooses).
 */
import type { CourierOption, Parcel } from '@shop/domain/pricing/shipping.rules';

export type PaymentMode = 'Prepaid' | 'COD';

/** The parcel's size in centimetres. */
export type Dimensions = Pick<Parcel, 'lengthCm' | 'breadthCm' | 'heightCm'>;

/** The order facts a courier needs to carry a parcel (shopper spec §2 "Shipment request"). */
export interface ShipmentOrder {
  /** Our order id: the courier's order reference. */
  orderId: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
  /** The order's total and the goods' value, in paise. */
  totalPaise: number;
  products: { name: string; sku: string; hsn: string; quantity: number }[];
  placedAt: Date;
}

/** The parcel as booked: grams and whole centimetres. */
export interface ShipmentParcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** Where the courier collects the parcel (the store settings' seller facts). */
export interface Pickup {
  name: string;
  address: string;
  pincode: string;
  phone: string;
}

export interface CreatedShipment {
  waybill: string;
  trackingUrl: string;
}

/** What a tracking event means to the shop (domain TIMELINE_EVENTS, plus the courier-only ones). */
export type CourierEventCode =
  'processing' | 'shipped' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'returned' | 'cancelled';

/** One tracking event: our code, the courier's words, when and where it happened. */
export interface CourierEvent {
  code: CourierEventCode;
  label: string;
  at: Date;
  location: string | null;
}

/** The courier refused a shipment (bad pincode, too heavy…): retrying the same request will not help. */
export class CourierRefusal extends Error {}

export interface Courier {
  readonly name: string;
  /**
   * Books the parcel for `order` from `pickup`: its waybill and tracking URL. Throws CourierRefusal
   * when the courier refuses it, any other error when it cannot be asked (retried later).
   */
  createShipment(order: ShipmentOrder, parcel: ShipmentParcel, pickup: Pickup): Promise<CreatedShipment>;
  /**
   * Books a reverse pickup (issue 26 returns): the courier collects `parcel` from the customer at
   * `order`'s address (`order.orderId` is the return's own reference) and brings it to `returnTo`.
   * Throws CourierRefusal when refused, any other error when the courier cannot be asked.
   */
  createReturnPickup(order: ShipmentOrder, parcel: ShipmentParcel, returnTo: Pickup): Promise<CreatedShipment>;
  /** The waybill's events so far, in any order. Throws when the courier cannot be asked. */
  track(waybill: string): Promise<CourierEvent[]>;
  /** Cancels a booked waybill. Throws CourierRefusal when it can no longer be cancelled. */
  cancel(waybill: string): Promise<void>;
  /**
   * The options for a parcel of `weightKg` kilograms and `dimensions` from pincode `from` to pincode
   * `to`, each with its rate in paise and an expected delivery date (YYYY-MM-DD, India time). An
   * empty list when the courier does not serve the route. Throws when the courier cannot be asked.
   */
  rates(
    from: string,
    to: string,
    weightKg: number,
    dimensions: Dimensions,
    paymentMode: PaymentMode,
  ): Promise<CourierOption[]>;
}

/** How the sandbox courier is set up: its pace, seconds a step (store setting). */
export interface SandboxCourierOptions {
  stepSeconds: () => Promise<number>;
}
