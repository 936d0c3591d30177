/**
 * Chooses the IP-geolocation provider from the configuration (ip-geolocator.contract.ts holds the interface
 * its adapters implement; this file sits above both, so no import ring ties them: issue 28).
 */
import type { Env } from '../../env';
import { createHttpIpGeolocator } from './http.adapter';
import type { IpGeolocator, IpPlace } from './ip-geolocator.contract';
import { createSandboxIpGeolocator } from './sandbox.adapter';

/** Whether the sandbox is on: IP_GEOLOCATION_SANDBOX when set, else everywhere but production. */
export function ipGeolocationSandboxEnabled(env: Pick<Env, 'NODE_ENV' | 'IP_GEOLOCATION_SANDBOX'>): boolean {
  return env.IP_GEOLOCATION_SANDBOX ?? env.NODE_ENV !== 'production';
}

/**
 * The provider the configuration selects: the service at IP_GEOLOCATION_URL, else the sandbox
 * when it is on, else none (the picker then says 'Location not found' unless the browser knows).
 * `shopPlace` gives the shop's own place, where the sandbox puts local addresses.
 */
export function buildIpGeolocator(
  env: Pick<Env, 'NODE_ENV' | 'IP_GEOLOCATION_SANDBOX' | 'IP_GEOLOCATION_URL'>,
  shopPlace: () => Promise<IpPlace>,
): IpGeolocator | undefined {
  if (env.IP_GEOLOCATION_URL) return createHttpIpGeolocator(env.IP_GEOLOCATION_URL);
  if (ipGeolocationSandboxEnabled(env)) return createSandboxIpGeolocator(shopPlace);
  return undefined;
}
