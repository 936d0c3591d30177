/**
 * Chooses the courier from the configuration (courier.contract.ts holds the interface its adapters
 * implement; this file sits above both, so no import ring ties them: issue 28).
 */
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { Courier, SandboxCourierOptions } from './courier.contract';
import { createDelhiveryCourier, delhiveryConfig, type DelhiveryEnv } from './delhivery.courier';
import { createSandboxCourier } from './sandbox.courier';

/** Whether the sandbox is on: COURIER_SANDBOX when set, else everywhere but production. */
export function courierSandboxEnabled(env: Pick<Env, 'NODE_ENV' | 'COURIER_SANDBOX'>): boolean {
  return env.COURIER_SANDBOX ?? env.NODE_ENV !== 'production';
}

/**
 * The courier the configuration selects: Delhivery when DELHIVERY_TOKEN is set, else the sandbox
 * when it is on, else none (shipping then uses the standard charge and no shipment is made).
 */
export function buildCourier(
  env: Pick<Env, 'NODE_ENV' | 'COURIER_SANDBOX'> & DelhiveryEnv,
  clock: Clock,
  sandbox?: SandboxCourierOptions,
): Courier | undefined {
  const delhivery = delhiveryConfig(env);
  if (delhivery) return createDelhiveryCourier(delhivery);
  return courierSandboxEnabled(env) ? createSandboxCourier(clock, sandbox) : undefined;
}
