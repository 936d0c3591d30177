/**
 * The interface of the IP-geolocation provider (DESIGN.md "Providers"; storefront spec §4, §7):
 * where a visitor's address probably is, for the location picker's fallback when the browser
 * cannot say. The built-in sandbox (development and tests, or IP_GEOLOCATION_SANDBOX=true) places
 * local and private addresses in the shop's city; IP_GEOLOCATION_URL selects a real service.
 */
import type { Env } from '../../env';
import { createHttpIpGeolocator } from './http-ip-geolocator';
import { createSandboxIpGeolocator } from './sandbox-ip-geolocator';

/** What a provider says about an address: a postal code, city and region (state), each when known. */
export interface IpPlace {
  postal?: string;
  city?: string;
  region?: string;
}

export interface IpGeolocator {
  readonly name: string;
  /**
   * Where `ip` probably is; undefined when the provider does not know. Throws when the provider
   * cannot be asked (network, time-out, a reply it cannot read).
   */
  locate(ip: string): Promise<IpPlace | undefined>;
}

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
