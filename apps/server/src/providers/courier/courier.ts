/**
 * The courier provider's interface (DESIGN.md "Providers"; shopper spec §9: "A third-party
 * logistics rate check is sent with pincodes, package size, weight, order type and payment method;
 * it returns a list of options with logistic_name, service_type, rate and expected_delivery_date").
 * The built-in sandbox (development and tests, or COURIER_SANDBOX=true) answers deterministic rates
 * by zone and weight; a real provider (Delhivery) plugs in here later.
 */
import type { CourierOption, Parcel } from '@shop/domain/pricing/shipping';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import { createSandboxCourier } from './sandbox-courier';

export type PaymentMode = 'Prepaid' | 'COD';

/** The parcel's size in centimetres. */
export type Dimensions = Pick<Parcel, 'lengthCm' | 'breadthCm' | 'heightCm'>;

export interface Courier {
  readonly name: string;
  /**
   * The options for a parcel of `weightKg` kilograms and `dimensions` from pincode `from` to pincode
   * `to`, each with its rate in paise and an expected delivery date (YYYY-MM-DD, India time). An
   * empty list when the courier does not serve the route. Throws when the courier cannot be asked.
   */
  rates(from: string, to: string, weightKg: number, dimensions: Dimensions, paymentMode: PaymentMode): Promise<CourierOption[]>;
}

/** Whether the sandbox is on: COURIER_SANDBOX when set, else everywhere but production. */
export function courierSandboxEnabled(env: Pick<Env, 'NODE_ENV' | 'COURIER_SANDBOX'>): boolean {
  return env.COURIER_SANDBOX ?? env.NODE_ENV !== 'production';
}

/** The courier the configuration selects: the sandbox when it is on, else none (shipping then uses the standard charge). */
export function buildCourier(env: Pick<Env, 'NODE_ENV' | 'COURIER_SANDBOX'>, clock: Clock): Courier | undefined {
  return courierSandboxEnabled(env) ? createSandboxCourier(clock) : undefined;
}
